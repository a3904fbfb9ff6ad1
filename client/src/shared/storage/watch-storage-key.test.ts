import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_EVENT_THROTTLE_MS, watchStorageKey } from './watch-storage-key';

// Another tab's writes arrive as storage events; the watcher's calls are counted.

const written = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("a watcher of another tab's storage", () => {
  it(`runs at once, then at most once per ${STORAGE_EVENT_THROTTLE_MS} ms, and always after the last write of a burst`, () => {
    const listener = vi.fn();
    const stop = watchStorageKey('k', listener);
    written('k');
    expect(listener).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i++) {
      vi.advanceTimersByTime(3);
      written('k');
    }
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(STORAGE_EVENT_THROTTLE_MS);
    expect(listener).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(STORAGE_EVENT_THROTTLE_MS * 5);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('answers its key and a cleared storage, not other keys, and stops when told', () => {
    const listener = vi.fn();
    const stop = watchStorageKey('k', listener);
    written('other');
    expect(listener).not.toHaveBeenCalled();
    written(null);
    expect(listener).toHaveBeenCalledTimes(1);
    written('k');
    stop();
    vi.advanceTimersByTime(STORAGE_EVENT_THROTTLE_MS);
    written('k');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
