/**
 * How often a watcher of another tab's storage writes may run (the spec's "storage-event
 * watcher throttled at 100 ms"): a tab writing a key in a burst (a sign-in rotates the refresh
 * token, a currency toggle clicked through) re-renders the others once per window, not per write.
 */
export const STORAGE_EVENT_THROTTLE_MS = 100;

/**
 * Calls `listener` when another tab writes `key` (or clears the storage): at once for the first
 * write, then at most once per `STORAGE_EVENT_THROTTLE_MS`, the last write of a burst always
 * seen. Returns the function that stops watching.
 */
export function watchStorageKey(key: string, listener: () => void): () => void {
  let lastCall = Number.NEGATIVE_INFINITY;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const call = () => {
    pending = undefined;
    lastCall = Date.now();
    listener();
  };
  const onStorage = (event: StorageEvent) => {
    // A null key: the other tab cleared the whole storage, this key with it.
    if (event.key !== key && event.key !== null) return;
    if (pending !== undefined) return;
    const wait = lastCall + STORAGE_EVENT_THROTTLE_MS - Date.now();
    if (wait <= 0) call();
    else pending = setTimeout(call, wait);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('storage', onStorage);
    clearTimeout(pending);
  };
}
