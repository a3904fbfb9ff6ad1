import { LRUCache } from 'lru-cache';
import { splitLanguage } from '../languages.js';

/**
 * What one instance tells the others to drop: everything, a path (and below it), or the answers
 * holding rows of some models (by name).
 */
export type CacheDrop = { all: true } | { path: string; below: boolean } | { models: string[] };

/** Whether a value (another instance's message) is a drop. */
export function isCacheDrop(value: unknown): value is CacheDrop {
  if (typeof value !== 'object' || value === null) return false;
  const drop = value as Record<string, unknown>;
  if ('models' in drop) return Array.isArray(drop.models) && drop.models.every((model) => typeof model === 'string');
  if ('path' in drop) return typeof drop.path === 'string' && typeof drop.below === 'boolean';
  return drop.all === true;
}

/** Carries drops to the other server instances (PostgreSQL LISTEN/NOTIFY or Redis pub/sub). */
export interface CacheDropPublisher {
  publish(drop: CacheDrop): void;
}

/** The path of answers that belong to no one page (a GraphQL query's): every path drop removes them. */
export const EVERY_PATH = '*';

/**
 * Among the models an answer holds: any model. What read it cannot tell which it read (a query
 * field that does not declare its reads), so every write drops it.
 */
export const ANY_MODEL = '*';

interface Entry {
  /** The path without its language prefix: revalidation drops it in every language. */
  path: string;
  body: unknown;
  /** What it counts for against `maxBytes`. */
  size: number;
  /** The names of the models whose rows it holds: a write to one of them drops it. */
  models: ReadonlySet<string>;
}

/** How an answer was read: when its reads began (`generation`) and the models whose rows it holds. */
export interface ReadAnswer {
  readAt: number;
  models: Iterable<string>;
}

export interface PublicCacheLimits {
  /** Off: nothing is kept, every read goes to the database. */
  enabled?: boolean;
  maxEntries?: number;
  /** The size of all bodies together (their JSON's, or their bytes'); one body may take a quarter of it at most. */
  maxBytes?: number;
  maxAgeMs?: number;
  /** Where the age of answers is read (tests move it on); `performance` by default. */
  clock?: { now(): number };
}

/**
 * Public read answers kept in memory per url path (with its language prefix) and kind, so the
 * site's pages and catalogue lists are served without a database round trip. Only answers that
 * are the same for every caller belong here. Each answer names the models whose rows it holds,
 * and a write drops only the answers holding rows of a model it wrote (a visitor's cart drops
 * nothing: no public answer holds orders); revalidation drops one path and below, in every
 * language. Drops made here reach the other instances through the publisher; drops from them
 * arrive through `apply`. Bounded by count, bytes and age; the least recently read answers go
 * first.
 */
export class PublicCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Counts drops: a reader notes it before reading (see `generation`). */
  private drops = 0;
  /** The drop count at the last drop of each model, and at the last drop of everything or of a path. */
  private readonly modelDroppedAt = new Map<string, number>();
  private wholeDroppedAt = 0;
  private publisher?: CacheDropPublisher;
  /** Models dropped by this request's writes so far, told to the others once it yields. */
  private pendingModels?: Set<string>;
  /** Told of every drop, made here or told by another instance (see `onDrop`). */
  private readonly dropListeners: ((drop: CacheDrop) => void)[] = [];

  /** Whether answers are kept at all (PUBLIC_CACHE_ENABLED): when not, nothing need be serialized for keeping. */
  readonly enabled: boolean;

  constructor({ enabled = true, maxEntries = 1000, maxBytes = 64 * 1024 * 1024, maxAgeMs = 86_400_000, clock }: PublicCacheLimits = {}) {
    this.enabled = enabled;
    this.entries = new LRUCache<string, Entry>({
      max: maxEntries,
      maxSize: maxBytes,
      // One huge answer must not push out everything else: it is not kept.
      maxEntrySize: Math.floor(maxBytes / 4),
      sizeCalculation: (entry) => entry.size,
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
   * `set`: an answer read before a write to one of its models committed is then not kept after
   * the write's drop.
   */
  get generation() {
    return this.drops;
  }

  /**
   * `path`: the page path an answer belongs to, or `EVERY_PATH` for one any path drop removes.
   * `models`: those whose rows it holds (`ANY_MODEL` when its reader cannot tell). `size`: what
   * it takes, when its JSON's length would not say (bytes kept as they are sent).
   */
  set(path: string, kind: string, body: unknown, { readAt, models }: ReadAnswer, size?: number) {
    const held = new Set(models);
    if (!this.enabled || this.droppedSince(readAt, held)) return;
    const entry = { path: path === EVERY_PATH ? EVERY_PATH : splitLanguage(path).path, body, models: held, size: Math.max(1, size ?? JSON.stringify(body)?.length ?? 0) };
    this.entries.set(`${kind} ${path}`, entry);
  }

  /**
   * Follows every drop, here or from another instance, a reconnection's drop of everything
   * included: what else is kept until a write changes it (the sessions signed-in requests
   * are identified by) goes with the same writes, on every instance.
   */
  onDrop(listener: (drop: CacheDrop) => void) {
    this.dropListeners.push(listener);
  }

  /** Whether a drop since `readAt` removed what an answer of these models would be. */
  private droppedSince(readAt: number, models: ReadonlySet<string>) {
    if (this.wholeDroppedAt > readAt) return true;
    if (models.has(ANY_MODEL)) return this.drops > readAt;
    for (const model of models) if ((this.modelDroppedAt.get(model) ?? 0) > readAt) return true;
    return false;
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
   * Drops the answers holding rows of these models (by name), here at once and on the other
   * instances (after a write). A request writing many rows tells the others once.
   */
  dropModels(models: Iterable<string>) {
    const names = [...new Set(models)];
    if (!names.length) return;
    this.apply({ models: names });
    if (!this.publisher) return;
    if (this.pendingModels) return void names.forEach((name) => this.pendingModels!.add(name));
    const pending = (this.pendingModels = new Set(names));
    queueMicrotask(() => {
      this.pendingModels = undefined;
      this.publisher?.publish({ models: [...pending] });
    });
  }

  /** Drops here only: what another instance told. */
  apply(drop: CacheDrop) {
    const at = ++this.drops;
    for (const listener of this.dropListeners) listener(drop);
    // Models first: another instance's drop of models also says `all` (for older versions).
    if ('models' in drop) {
      for (const model of drop.models) this.modelDroppedAt.set(model, at);
      return this.remove((entry) => entry.models.has(ANY_MODEL) || drop.models.some((model) => entry.models.has(model)));
    }
    this.wholeDroppedAt = at;
    if ('all' in drop) return void this.entries.clear();
    // `/blog/` and `/blog` name one page; '' is the root, above everything.
    const withoutSlash = (path: string) => path.replace(/\/+$/, '');
    const target = withoutSlash(splitLanguage(drop.path).path);
    this.remove((entry) => {
      const path = withoutSlash(entry.path);
      return entry.path === EVERY_PATH || path === target || (drop.below && (!target || path.startsWith(`${target}/`)));
    });
  }

  private remove(dropped: (entry: Entry) => boolean) {
    for (const [key, entry] of [...this.entries.entries()]) if (dropped(entry)) this.entries.delete(key);
  }

  get size() {
    return this.entries.size;
  }

  /** The size of the answers kept (their JSON's, or their bytes'). */
  get bytes() {
    return this.entries.calculatedSize;
  }
}
