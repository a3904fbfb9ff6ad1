import { Notification, Portal, Stack } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { dismissToast, readToasts, subscribeToToasts } from './toast-store';

const COLORS = { success: 'teal', error: 'red', info: 'blue' } as const;

/** The toasts of the whole app, stacked in the bottom right corner above everything. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, readToasts, readToasts);
  if (toasts.length === 0) return null;
  return (
    <Portal>
      <Stack
        gap="xs"
        pos="fixed"
        bottom={16}
        right={16}
        w="min(360px, calc(100vw - 32px))"
        style={{ zIndex: 1000 }}
        role="status"
        aria-live="polite"
      >
        {toasts.map((toast) => (
          <Notification
            key={toast.id}
            color={COLORS[toast.kind]}
            withBorder
            radius="md"
            style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
            onClose={() => dismissToast(toast.id)}
            data-toast={toast.kind}
          >
            {toast.message}
          </Notification>
        ))}
      </Stack>
    </Portal>
  );
}
