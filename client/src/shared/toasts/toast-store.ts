import { notifications } from '@mantine/notifications';
import { errorSentences } from '../errors/error-sentences';
import { languageOfPath } from '../i18n/language';

// Toasts are pushed from anywhere (mutations, callbacks) and shown by the one <Toaster />
// (Mantine's notifications: a display limit, a pause while hovered or focused, announced to
// screen readers).

export type ToastKind = 'success' | 'error' | 'info';

const COLORS: Record<ToastKind, string> = { success: 'teal', error: 'red', info: 'blue' };

export function showToast(kind: ToastKind, message: string) {
  notifications.show({
    // An error shows once while it is on the screen: several calls failing alike (the server
    // out of reach) make one toast.
    id: kind === 'error' ? `error:${message}` : undefined,
    message,
    color: COLORS[kind],
    withBorder: true,
    radius: 'md',
    // A failure interrupts (alert); a success or a hint waits its turn (status).
    role: kind === 'error' ? 'alert' : 'status',
    'data-toast': kind,
  });
}

/** Every failed call shows its message, as sentences in the page's language (see errorSentences). */
export function toastError(error: unknown) {
  const language = languageOfPath(typeof window === 'undefined' ? '/' : window.location.pathname);
  for (const sentence of new Set(errorSentences(error, language))) showToast('error', sentence);
}
