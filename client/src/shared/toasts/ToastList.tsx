import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** How long a toast stays, unless hovered or focused. */
const TOAST_LIFETIME_MS = 5000;

/** Mantine's list of the toasts in toast-store.ts, in the bottom right corner above everything. */
export default function ToastList() {
  return <Notifications position="bottom-right" autoClose={TOAST_LIFETIME_MS} limit={3} containerWidth={360} zIndex={1000} />;
}
