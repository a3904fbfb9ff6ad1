import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

interface WidgetErrorBoundaryProps {
  children: ReactNode;
  /** When it changes (another page, other data), a failed widget gets another chance. */
  resetKey?: unknown;
}

/**
 * Keeps one widget's failure inside that widget: the rest of the page renders, and the
 * failure shows as a red dashed box with its message.
 */
export function WidgetErrorBoundary({ children, resetKey }: WidgetErrorBoundaryProps) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      fallback={(error) => <WidgetErrorBox message={error.message} />}
      onError={(error, info) => console.error('A widget failed to render', error, info.componentStack)}
    >
      {children}
    </ErrorBoundary>
  );
}

export function WidgetErrorBox({ message }: { message: string }) {
  return (
    <Box
      role="alert"
      data-widget-error
      p="md"
      m="md"
      bg="var(--mantine-color-red-light)"
      style={{
        borderWidth: 2,
        borderStyle: 'dashed',
        borderColor: 'var(--mantine-color-red-6)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Text c="red.8" fw={600} size="sm">
        {message || 'This widget failed to render.'}
      </Text>
    </Box>
  );
}
