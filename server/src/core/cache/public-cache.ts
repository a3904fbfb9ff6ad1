import { splitLanguage } from '../../modules/host/page-url.js';

/** What one instance tells the others to drop: everything, or a path (and below it). */
export type CacheDrop = { all: true } | { all?: false; path: string; below: boolean };

/** Carries drops to the other server instances (PostgreSQL LISTEN/NOTIFY or Redis pub/sub). */
export interface CacheDropPublisher {
  publish(drop: CacheDrop): void;
}

interface Entry {
  /** The path without its language prefix: revalidation drops it in every language. */
  path: string;
  body: unknown;
  bytes: number;
  storedAt: number;
}

export interface PublicCacheLimits {
  maxEntries?: number;
  /** The JSON size of all bodies together. */
  maxBytes?: number;
  maxAgeMs?: number;
}

/**
 * Public read answers kept in memory per url path (with its language prefix) and kind, so the
 * site's pages and catalogue lists are served without a database round trip. Only answers that
 * are the same for every caller belong here. Any write drops everything (a page shows many
 * entities); revalidation drops one path and below, in every language. Drops made here reach
 * the other instances through the publisher; drops from them arrive through `apply`.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private drops = 0;
  private publisher?: CacheDropPublisher;
  private clearPending = false;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly maxAgeMs: number;

  constructor({ maxEntries = 1000, maxBytes = 64 * 1024 * 1024, maxAgeMs = 86_400_000 }: PublicCacheLimits = {}) {
    this.maxEntries = maxEntries;
    this.maxBytes = maxBytes;
    this.maxAgeMs = maxAgeMs;
  }

  /** From now on, drops are also told to the other instances. */
  publishTo(publisher: CacheDropPublisher) {
    this.publisher = publisher;
  }

  get(path: string, kind: string): unknown | undefined {
    const key = `${kind} ${path}`;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > this.maxAgeMs) {
      this.remove(key, entry);
      return undefined;
    }
    // Most recently used last: the oldest unused answers go first when the cache is full.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  /**
   * Changes with every drop. A reader takes it before reading the database and hands it to
   * `set`: an answer read before a write committed is then not kept after the write's drop.
   */
  get generation() {
    return this.drops;
  }

  set(path: string, kind: string, body: unknown, readAt = this.drops) {
    if (readAt !== this.drops) return;
    const key = `${kind} ${path}`;
    const bytes = JSON.stringify(body)?.length ?? 0;
    if (bytes > this.maxBytes / 4) return; // one huge answer must not push out everything else
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    while (this.entries.size && (this.entries.size >= this.maxEntries || this.bytes + bytes > this.maxBytes)) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.remove(oldestKey, oldest);
    }
    this.entries.set(key, { path: splitLanguage(path).path, body, bytes, storedAt: Date.now() });
    this.bytes += bytes;
  }

  /**
   * Drops the answers for `path` in every language and, when `below`, for every path under
   * it too (`/` then drops everything), here and on the other instances.
   */
  dropPath(path: string, below = true) {
    this.apply({ path, below });
    this.publisher?.publish({ path, below });
  }

  /**
   * Drops everything, here at once and on the other instances (after any write). A request
   * writing many rows tells the others once.
   */
  clear() {
    this.apply({ all: true });
    if (!this.publisher || this.clearPending) return;
    this.clearPending = true;
    queueMicrotask(() => {
      this.clearPending = false;
      this.publisher?.publish({ all: true });
    });
  }

  /** Drops here only: what another instance told. */
  apply(drop: CacheDrop) {
    this.drops++;
    if (drop.all) {
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    const target = splitLanguage(drop.path).path;
    const prefix = target.replace(/\/+$/, '');
    for (const [key, entry] of this.entries) {
      if (entry.path === target || (drop.below && (!prefix || entry.path.startsWith(`${prefix}/`)))) this.remove(key, entry);
    }
  }

  get size() {
    return this.entries.size;
  }

  private remove(key: string, entry: Entry) {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
