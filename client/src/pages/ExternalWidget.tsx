import { type ReactElement, Suspense, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { WidgetErrorBoundary } from '../shared/errors/WidgetErrorBoundary';
import { WidgetSkeleton } from '../shared/ui/WidgetSkeleton';
import { PageShownContext } from './page-shown';

interface ExternalWidgetProps {
  /** The module widget as its module renders it, or undefined when the embedded widget no longer exists. */
  widget: ReactElement | undefined;
}

/**
 * A module widget embedded in a host widget. Its failure stays inside its own box. Until the
 * page is shown, its loading holds the whole page (so that nothing moves as widgets arrive);
 * afterwards (the widget is mounted again once, from what it has loaded) a reload of its code
 * or data holds only its place.
 */
export function ExternalWidget({ widget }: ExternalWidgetProps) {
  const { pathname } = useLocation();
  const pageShown = useContext(PageShownContext);
  if (!widget) return null;
  return (
    <WidgetErrorBoundary resetKey={pathname}>
      {/* Without a boundary of its own, its wait goes up to the page's (the page loader, or the
          previous page during a navigation). */}
      {pageShown ? <Suspense fallback={<WidgetSkeleton />}>{widget}</Suspense> : widget}
    </WidgetErrorBoundary>
  );
}
