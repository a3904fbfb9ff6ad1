import { LRUCache } from 'lru-cache';
import { splitLanguage } from '../languages.js';

/** What one instance tells the others to drop: everything, or a path (and below it). */
export type CacheDrop = { all: true } | { all?: false; path: string; below: boolean };

/** Carries drops to the other server instances (PostgreSQL LISTEN/NOTIFY or Redis pub/sub). */
export interface CacheDropPublisher {
  publish(drop: CacheDrop): void;
}

/** The path of answers that belong to no one page (a GraphQL query's): every drop removes them. */
export const EVERY_PATH = '*';

interface Entry {
  /** The path without its language prefix: revalidation drops it in every language. */
  path: string;
  body: unknown;
}

export interface PublicCacheLimits {
  /** Off: nothing is kept, every read goes to the database. */
  enabled?: boolean;
  maxEntries?: number;
  /** The JSON size of all bodies together; one body may take a quarter of it at most. */
  maxBytes?: number;
  maxAgeMs?: number;
  /** Where the age of answers is read (tests move it on); `performance` by default. */
  clock?: { now(): number };
}

/**
 * Public read answers kept in memory per url path (with its language prefix) and kind, so the
 * site's pages and catalogue lists are served without a database round trip. Only answers that
 * are the same for every caller belong here. Any write drops everything (a page shows many
 * entities); revalidation drops one path and below, in every language. Drops made here reach
 * the other instances through the publisher; drops from them arrive through `apply`. Bounded by
 * count, bytes and age; the least recently read answers go first.
 */
export class PublicCache {
  private readonly entries: LRUCache<string, Entry>;
  private drops = 0;
  private publisher?: CacheDropPublisher;
  private clearPending = false;

  private readonly enabled: boolean;

  constructor({ enabled = true, maxEntries = 1000, maxBytes = 64 * 1024 * 1024, maxAgeMs = 86_400_000, clock }: PublicCacheLimits = {}) {
    this.enabled = enabled;
    this.entries = new LRUCache<string, Entry>({
      max: maxEntries,
      maxSize: maxBytes,
      // One huge answer must not push out everything else: it is not kept.
      maxEntrySize: Math.floor(maxBytes / 4),
      sizeCalculation: (entry) => Math.max(1, JSON.stringify(entry.body)?.length ?? 0),
      ttl: maxAgeMs,
      // A clock of the caller's is read at every look (the default one is read once a millisecond).
      ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
    });
  }

  /** From now on, drops are also told to the other instances. */
  publishTo(publisher: CacheDropPublisher) {
    this.publisher = publisher;
  }

  get(path: string, kind: string): unknown | undefined {
    return this.entries.get(`${kind} ${path}`)?.body;
  }

  /**
   * Changes with every drop. A reader takes it before reading the database and hands it to
   * `set`: an answer read before a write committed is then not kept after the write's drop.
   */
  get generation() {
    return this.drops;
  }

  /** `path`: the page path an answer belongs to, or `EVERY_PATH` for one any drop removes. */
  set(path: string, kind: string, body: unknown, readAt = this.drops) {
    if (!this.enabled || readAt !== this.drops) return;
    this.entries.set(`${kind} ${path}`, { path: path === EVERY_PATH ? EVERY_PATH : splitLanguage(path).path, body });
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
    if (drop.all) return void this.entries.clear();
    // `/blog/` and `/blog` name one page; '' is the root, above everything.
    const withoutSlash = (path: string) => path.replace(/\/+$/, '');
    const target = withoutSlash(splitLanguage(drop.path).path);
    const dropped = [...this.entries.entries()].filter(([, entry]) => {
      const path = withoutSlash(entry.path);
      return entry.path === EVERY_PATH || path === target || (drop.below && (!target || path.startsWith(`${target}/`)));
    });
    for (const [key] of dropped) this.entries.delete(key);
  }

  get size() {
    return this.entries.size;
  }

  /** The JSON size of the answers kept. */
  get bytes() {
    return this.entries.calculatedSize;
  }
}
