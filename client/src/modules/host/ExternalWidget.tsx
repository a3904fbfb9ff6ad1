import { type ReactElement, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { WidgetErrorBoundary } from '../../shared/errors/WidgetErrorBoundary';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';

interface ExternalWidgetProps {
  /** The module widget as its module renders it, or undefined when the embedded widget no longer exists. */
  widget: ReactElement | undefined;
}

/**
 * A module widget embedded in a host widget. Its failure stays inside its own box; while its
 * module's code loads, its place is held.
 */
export function ExternalWidget({ widget }: ExternalWidgetProps) {
  const { pathname } = useLocation();
  if (!widget) return null;
  return (
    <WidgetErrorBoundary resetKey={pathname}>
      <Suspense fallback={<WidgetSkeleton />}>{widget}</Suspense>
    </WidgetErrorBoundary>
  );
}
