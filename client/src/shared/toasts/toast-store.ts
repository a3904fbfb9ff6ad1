// A few lines of state instead of @mantine/notifications (not installed): toasts are
// pushed from anywhere (mutations, callbacks) and shown by one <Toaster />.

export interface Toast {
  id: number;
  kind: 'success' | 'error' | 'info';
  message: string;
}

const TOAST_LIFETIME_MS = 5000;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const publish = (next: Toast[]) => {
  toasts = next;
  listeners.forEach((listener) => listener());
};

export function dismissToast(id: number) {
  publish(toasts.filter((toast) => toast.id !== id));
}

export function showToast(kind: Toast['kind'], message: string) {
  const id = nextId++;
  publish([...toasts, { id, kind, message }]);
  setTimeout(() => dismissToast(id), TOAST_LIFETIME_MS);
}

/** Every failed call shows its message (spec section 8). */
export function toastError(error: unknown) {
  showToast('error', error instanceof Error ? error.message : String(error));
}

export const readToasts = () => toasts;

export function subscribeToToasts(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
