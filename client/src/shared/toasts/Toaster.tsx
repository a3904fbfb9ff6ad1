import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** How long a toast stays, unless hovered or focused. */
export const TOAST_LIFETIME_MS = 5000;

/** The toasts of the whole app (see toast-store.ts), in the bottom right corner above everything. */
export function Toaster() {
  return <Notifications position="bottom-right" autoClose={TOAST_LIFETIME_MS} limit={3} containerWidth={360} zIndex={1000} />;
}
