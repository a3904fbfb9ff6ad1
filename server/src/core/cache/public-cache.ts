import { splitLanguage } from '../../modules/host/page-url.js';

/**
 * Public read answers kept in memory per url path (with its language prefix) and kind, so the
 * site's pages are served without a database round trip. Any write through the generic API
 * drops everything (a page shows many entities); revalidation drops one path and below, in
 * every language.
 */
export class PublicCache {
  private readonly entries = new Map<string, { path: string; body: unknown; storedAt: number }>();

  constructor(
    private readonly maxEntries = 1000,
    private readonly maxAgeMs = 86_400_000,
  ) {}

  get(path: string, kind: string): unknown | undefined {
    const entry = this.entries.get(`${kind} ${path}`);
    if (!entry) return undefined;
    if (Date.now() - entry.storedAt > this.maxAgeMs) {
      this.entries.delete(`${kind} ${path}`);
      return undefined;
    }
    return entry.body;
  }

  set(path: string, kind: string, body: unknown) {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(`${kind} ${path}`, { path: splitLanguage(path).path, body, storedAt: Date.now() });
  }

  /**
   * Drops the answers for `path` in every language and, when `below`, for every path under
   * it too (`/` then drops everything).
   */
  dropPath(path: string, below = true) {
    const target = splitLanguage(path).path;
    const prefix = target.replace(/\/+$/, '');
    for (const [key, entry] of this.entries) {
      if (entry.path === target || (below && (!prefix || entry.path.startsWith(`${prefix}/`)))) this.entries.delete(key);
    }
  }

  clear() {
    this.entries.clear();
  }

  get size() {
    return this.entries.size;
  }
}
