import { watchStorageKey } from '../storage/watch-storage-key';

// The refresh token lives in localStorage; the access token is the
// HttpOnly cookie the server sets, which scripts neither read nor need to.
const STORAGE_KEY = 'rbac.subject.refresh';

type Listener = () => void;
const listeners = new Set<Listener>();

export function readRefreshToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage disabled (private modes, sandboxed frames): nobody is remembered.
    return null;
  }
}

export function storeRefreshToken(token: string | null) {
  try {
    if (token) localStorage.setItem(STORAGE_KEY, token);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // See readRefreshToken.
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: called when this tab or another one changes the token. */
export function subscribeToRefreshToken(listener: Listener): () => void {
  listeners.add(listener);
  const stopWatching = watchStorageKey(STORAGE_KEY, listener);
  return () => {
    listeners.delete(listener);
    stopWatching();
  };
}
