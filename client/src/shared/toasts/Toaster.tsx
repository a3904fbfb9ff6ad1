import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// The list's code (transitions, dragging, styles) comes with the first toast: most visits show none.
// Toasts shown before it arrives wait in the store and appear with it.
const ToastList = lazy(() => import('./ToastList'));

/** The toasts of the whole app (see toast-store.ts). */
export function Toaster() {
  const shown = useNotifications().notifications.length > 0;
  // Once loaded, the list stays: a toast leaving plays its transition.
  const [needed, setNeeded] = useState(shown);
  if (shown && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  ) : null;
}
