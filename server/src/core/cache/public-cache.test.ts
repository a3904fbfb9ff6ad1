import { describe, expect, it } from 'vitest';
import { ANY_MODEL, isCacheDrop, PublicCache, type CacheDrop } from './public-cache.js';

/** A clock the test moves on (it starts past zero: an age is measured from a start time). */
function testClock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

const kept = (cache: PublicCache, paths: string[]) => paths.filter((path) => cache.get(path, 'page') !== undefined);

/** An answer read now, holding rows of these models. */
const readNow = (cache: PublicCache, models: string[] = ['Page']) => ({ readAt: cache.generation, models });

describe('the public cache', () => {
  it('keeps at most maxEntries answers, dropping the least recently read first', () => {
    const cache = new PublicCache({ maxEntries: 3 });
    for (const path of ['/a', '/b', '/c']) cache.set(path, 'page', { path }, readNow(cache));
    expect(cache.get('/a', 'page')).toEqual({ path: '/a' });
    cache.set('/d', 'page', { path: '/d' }, readNow(cache));
    expect(kept(cache, ['/a', '/b', '/c', '/d'])).toEqual(['/a', '/c', '/d']);
    expect(cache.size).toBe(3);
  });

  it('keeps at most maxBytes of answers (their JSON size), dropping the least recently read first', () => {
    const cache = new PublicCache({ maxBytes: 100 });
    const paths = ['/a', '/b', '/c', '/d', '/e', '/f'];
    const body = { text: 'x'.repeat(9) }; // 20 bytes of JSON
    for (const path of paths.slice(0, 5)) cache.set(path, 'page', body, readNow(cache));
    expect(cache.bytes).toBe(100);
    cache.get('/a', 'page');
    cache.set('/f', 'page', body, readNow(cache));
    expect(kept(cache, paths)).toEqual(['/a', '/c', '/d', '/e', '/f']);
    expect(cache.bytes).toBe(100);
  });

  it('does not keep an answer larger than a quarter of maxBytes, nor the older one under its key', () => {
    const cache = new PublicCache({ maxBytes: 100 });
    cache.set('/small', 'page', { text: 'x'.repeat(10) }, readNow(cache));
    cache.set('/huge', 'page', { text: 'x'.repeat(20) }, readNow(cache)); // 31 bytes > 25
    expect(kept(cache, ['/small', '/huge'])).toEqual(['/small']);
    cache.set('/small', 'page', { text: 'x'.repeat(20) }, readNow(cache));
    expect(kept(cache, ['/small'])).toEqual([]);
    expect(cache.bytes).toBe(0);
  });

  it('forgets an answer older than maxAgeMs, however often it is read', () => {
    const clock = testClock();
    const cache = new PublicCache({ maxAgeMs: 1000, clock });
    cache.set('/a', 'page', 'A', readNow(cache));
    clock.advance(600);
    cache.set('/b', 'page', 'B', readNow(cache));
    clock.advance(400);
    expect(kept(cache, ['/a', '/b'])).toEqual(['/a', '/b']);
    clock.advance(1);
    expect(kept(cache, ['/a', '/b'])).toEqual(['/b']);
    clock.advance(600);
    expect(kept(cache, ['/a', '/b'])).toEqual([]);
  });

  it('does not keep an answer read before a drop of one of its models (a write committed meanwhile)', () => {
    const cache = new PublicCache();
    const before = readNow(cache, ['Product', 'Price']);
    cache.dropModels(['Price']);
    cache.set('/shop', 'page', 'read before the write', before);
    expect(cache.get('/shop', 'page')).toBeUndefined();
    // A drop from another instance counts too; so does a revalidation (a path's drop).
    for (const drop of [{ models: ['Product'] }, { path: '/elsewhere', below: false }] satisfies CacheDrop[]) {
      const read = readNow(cache, ['Product']);
      cache.apply(drop);
      cache.set('/shop', 'page', 'read before that drop', read);
      expect(cache.get('/shop', 'page')).toBeUndefined();
    }
    // A write to models it does not hold (a cart's) meanwhile leaves it to be kept.
    const unrelated = readNow(cache, ['Product']);
    cache.dropModels(['Order', 'OrderLine']);
    cache.set('/shop', 'page', 'read while a cart was written', unrelated);
    expect(cache.get('/shop', 'page')).toBe('read while a cart was written');
    // An answer that cannot tell what it holds is not kept after any write.
    const any = readNow(cache, [ANY_MODEL]);
    cache.dropModels(['Order']);
    cache.set('/me', 'page', 'read before the write', any);
    expect(cache.get('/me', 'page')).toBeUndefined();
  });

  it('drops, after a write, the answers holding rows of a model it wrote and those that cannot tell, nothing else', () => {
    const cache = new PublicCache();
    const answers = { '/shop': ['Product', 'Price'], '/blog': ['Article'], '/me': [ANY_MODEL] };
    const fill = () => Object.entries(answers).forEach(([path, models]) => cache.set(path, 'page', path, readNow(cache, models)));
    const paths = Object.keys(answers);
    fill();
    cache.dropModels(['Order', 'OrderLine']);
    expect(kept(cache, paths)).toEqual(['/shop', '/blog']);
    fill();
    cache.dropModels(['Price']);
    expect(kept(cache, paths)).toEqual(['/blog']);
    fill();
    // As another instance tells it: also `all`, for an instance of the version before.
    cache.apply({ models: ['Article', 'Category'], all: true });
    expect(kept(cache, paths)).toEqual(['/shop']);
    fill();
    cache.apply({ all: true });
    expect(kept(cache, paths)).toEqual([]);
  });

  it('drops a path in every language, and with `below` every path under it (not a path merely starting alike)', () => {
    const cache = new PublicCache();
    const paths = ['/blog', '/ru/blog', '/blog/first', '/ru/blog/first', '/blogger', '/about'];
    const fill = () => paths.forEach((path) => cache.set(path, 'page', path, readNow(cache)));
    const told: CacheDrop[] = [];
    cache.publishTo({ publish: (drop) => told.push(drop) });

    fill();
    cache.dropPath('/blog', false);
    expect(kept(cache, paths)).toEqual(['/blog/first', '/ru/blog/first', '/blogger', '/about']);
    fill();
    cache.dropPath('/ru/blog/', true);
    expect(kept(cache, paths)).toEqual(['/blogger', '/about']);
    fill();
    cache.dropPath('/', true);
    expect(kept(cache, paths)).toEqual([]);
    expect(told).toEqual([
      { path: '/blog', below: false },
      { path: '/ru/blog/', below: true },
      { path: '/', below: true },
    ]);
  });

  it('tells the other instances once about the writes of one request, naming every model; drops they tell apply here only', async () => {
    const cache = new PublicCache();
    const told: CacheDrop[] = [];
    cache.publishTo({ publish: (drop) => told.push(drop) });
    cache.set('/a', 'page', 'A', readNow(cache, ['Product']));
    cache.dropModels(['Product']);
    cache.dropModels(['Price', 'Product']);
    cache.dropModels([]);
    expect(cache.get('/a', 'page')).toBeUndefined();
    await Promise.resolve();
    expect(told).toEqual([{ models: ['Product', 'Price'] }]);
    cache.set('/a', 'page', 'A', readNow(cache, ['Product']));
    cache.apply({ models: ['Product'] });
    expect(cache.get('/a', 'page')).toBeUndefined();
    expect(told).toHaveLength(1);
  });

  it("takes from another instance only a message that is a drop", () => {
    for (const drop of [{ all: true }, { path: '/blog', below: false }, { models: ['Product'] }, { models: ['Product'], all: true }, { models: [] }]) expect(isCacheDrop(drop)).toBe(true);
    for (const other of [null, 'all', {}, { all: 'yes' }, { path: 1, below: true }, { path: '/x' }, { models: 'Product' }, { models: [1] }]) expect(isCacheDrop(other)).toBe(false);
  });
});
