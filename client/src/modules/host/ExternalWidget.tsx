import { type ComponentType, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { WidgetErrorBoundary } from '../../shared/errors/WidgetErrorBoundary';
import { WidgetSkeleton } from '../../shared/ui/WidgetSkeleton';
import { moduleRenderers } from './module-renderers';
import type { ModuleWidgetEntry } from './module-widgets';

interface ExternalWidgetProps {
  /** The module widget, or undefined when the embedded widget no longer exists. */
  entry: ModuleWidgetEntry | undefined;
}

/**
 * A module widget embedded in a host widget, rendered by its module's registry. Its failure
 * stays inside its own box; while its module's code loads, its place is held.
 */
export function ExternalWidget({ entry }: ExternalWidgetProps) {
  const { pathname } = useLocation();
  if (!entry) return null;
  // moduleRenderers maps each module to the renderer of that module's data; TypeScript
  // cannot follow the pairing through the union, hence the one cast.
  const Renderer = moduleRenderers[entry.module] as ComponentType<{ widget: ModuleWidgetEntry['widget'] }>;
  return (
    <WidgetErrorBoundary resetKey={pathname}>
      <Suspense fallback={<WidgetSkeleton />}>
        <Renderer widget={entry.widget} />
      </Suspense>
    </WidgetErrorBoundary>
  );
}
