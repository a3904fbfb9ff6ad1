import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useAdminRoute } from '../AdminRoutes';
import { WidgetErrorBoundary } from '../../shared/errors/WidgetErrorBoundary';
import { AdminScreen } from '../AdminScreen';

// The editor's code (its inputs, the save) loads only when it is opened.
const ProductEditor = lazy(() => import('./ProductEditor').then((m) => ({ default: m.ProductEditor })));

/** `/admin/products/new` and `/admin/products/:id`: the product editor in the admin's frame, for admins only. */
export function ProductEditorScreen() {
  const { id } = useAdminRoute();
  return (
    <AdminScreen>
      <WidgetErrorBoundary>
        <Suspense fallback={<Skeleton h={320} radius="md" />}>
          {/* Not remounted when a new product's first save takes it to its own address: the save's status stays shown. */}
          <ProductEditor productId={id ?? null} />
        </Suspense>
      </WidgetErrorBoundary>
    </AdminScreen>
  );
}
