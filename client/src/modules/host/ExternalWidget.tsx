import { type ReactElement, Suspense, use, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { WidgetErrorBoundary } from '../../shared/errors/WidgetErrorBoundary';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { PageShownContext } from './page-context';

interface ExternalWidgetProps {
  /** The module widget as its module renders it, or undefined when the embedded widget no longer exists. */
  widget: ReactElement | undefined;
}

const NEVER = new Promise<never>(() => {});

/**
 * A fallback that suspends itself: the widget's wait goes up to the page's own boundary (the
 * page loader, or the previous page during a navigation). React (and the server's renderer)
 * drop it as soon as the widget is ready.
 */
function HoldPage(): never {
  use(NEVER);
  throw new Error('unreachable');
}

/**
 * A module widget embedded in a host widget. Its failure stays inside its own box. Until the
 * page is shown, its loading holds the whole page (so that nothing moves as widgets arrive);
 * afterwards a reload of its code or data holds only its place.
 */
export function ExternalWidget({ widget }: ExternalWidgetProps) {
  const { pathname } = useLocation();
  const pageShown = useContext(PageShownContext);
  if (!widget) return null;
  return (
    <WidgetErrorBoundary resetKey={pathname}>
      <Suspense fallback={pageShown ? <WidgetSkeleton /> : <HoldPage />}>{widget}</Suspense>
    </WidgetErrorBoundary>
  );
}
