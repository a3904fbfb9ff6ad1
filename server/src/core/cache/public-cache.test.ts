import { describe, expect, it } from 'vitest';
import { PublicCache, type CacheDrop } from './public-cache.js';

/** A clock the test moves on (it starts past zero: an age is measured from a start time). */
function testClock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => void (now += ms) };
}

const kept = (cache: PublicCache, paths: string[]) => paths.filter((path) => cache.get(path, 'page') !== undefined);

describe('the public cache', () => {
  it('keeps at most maxEntries answers, dropping the least recently read first', () => {
    const cache = new PublicCache({ maxEntries: 3 });
    for (const path of ['/a', '/b', '/c']) cache.set(path, 'page', { path });
    expect(cache.get('/a', 'page')).toEqual({ path: '/a' });
    cache.set('/d', 'page', { path: '/d' });
    expect(kept(cache, ['/a', '/b', '/c', '/d'])).toEqual(['/a', '/c', '/d']);
    expect(cache.size).toBe(3);
  });

  it('keeps at most maxBytes of answers (their JSON size), dropping the least recently read first', () => {
    const cache = new PublicCache({ maxBytes: 100 });
    const paths = ['/a', '/b', '/c', '/d', '/e', '/f'];
    const body = { text: 'x'.repeat(9) }; // 20 bytes of JSON
    for (const path of paths.slice(0, 5)) cache.set(path, 'page', body);
    expect(cache.bytes).toBe(100);
    cache.get('/a', 'page');
    cache.set('/f', 'page', body);
    expect(kept(cache, paths)).toEqual(['/a', '/c', '/d', '/e', '/f']);
    expect(cache.bytes).toBe(100);
  });

  it('does not keep an answer larger than a quarter of maxBytes, nor the older one under its key', () => {
    const cache = new PublicCache({ maxBytes: 100 });
    cache.set('/small', 'page', { text: 'x'.repeat(10) });
    cache.set('/huge', 'page', { text: 'x'.repeat(20) }); // 31 bytes > 25
    expect(kept(cache, ['/small', '/huge'])).toEqual(['/small']);
    cache.set('/small', 'page', { text: 'x'.repeat(20) });
    expect(kept(cache, ['/small'])).toEqual([]);
    expect(cache.bytes).toBe(0);
  });

  it('forgets an answer older than maxAgeMs, however often it is read', () => {
    const clock = testClock();
    const cache = new PublicCache({ maxAgeMs: 1000, clock });
    cache.set('/a', 'page', 'A');
    clock.advance(600);
    cache.set('/b', 'page', 'B');
    clock.advance(400);
    expect(kept(cache, ['/a', '/b'])).toEqual(['/a', '/b']);
    clock.advance(1);
    expect(kept(cache, ['/a', '/b'])).toEqual(['/b']);
    clock.advance(600);
    expect(kept(cache, ['/a', '/b'])).toEqual([]);
  });

  it('does not keep an answer read before a drop (a write committed meanwhile)', () => {
    const cache = new PublicCache();
    const readAt = cache.generation;
    cache.clear();
    cache.set('/a', 'page', 'read before the write', readAt);
    expect(cache.get('/a', 'page')).toBeUndefined();
    const another = cache.generation;
    cache.apply({ path: '/elsewhere', below: false }); // a drop from another instance counts too
    cache.set('/a', 'page', 'read before that drop', another);
    expect(cache.get('/a', 'page')).toBeUndefined();
    cache.set('/a', 'page', 'read after it', cache.generation);
    expect(cache.get('/a', 'page')).toBe('read after it');
  });

  it('drops a path in every language, and with `below` every path under it (not a path merely starting alike)', () => {
    const cache = new PublicCache();
    const paths = ['/blog', '/ru/blog', '/blog/first', '/ru/blog/first', '/blogger', '/about'];
    const fill = () => paths.forEach((path) => cache.set(path, 'page', path));
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

  it('tells the other instances once about the writes of one request; drops they tell apply here only', async () => {
    const cache = new PublicCache();
    const told: CacheDrop[] = [];
    cache.publishTo({ publish: (drop) => told.push(drop) });
    cache.set('/a', 'page', 'A');
    cache.clear();
    cache.clear();
    expect(cache.get('/a', 'page')).toBeUndefined();
    await Promise.resolve();
    expect(told).toEqual([{ all: true }]);
    cache.set('/a', 'page', 'A');
    cache.apply({ all: true });
    expect(cache.get('/a', 'page')).toBeUndefined();
    expect(told).toHaveLength(1);
  });
});
