import { createContext, type ReactNode, useContext } from 'react';
import { useParams } from 'react-router-dom';
import { AdminScreen } from './AdminScreen';
import { AdminOrdersPage } from './orders/AdminOrdersScreen';
import { ProductEditorScreen } from './products/ProductEditorScreen';

/** What the admin's address names: a model (`/admin/EcommerceProduct`), a product being edited (`/admin/products/{id}`). */
interface AdminRoute {
  model?: string;
  id?: string;
}

const AdminRouteContext = createContext<AdminRoute>({});

/** The model or product the admin's address names (see AdminRoutes). */
export const useAdminRoute = () => useContext(AdminRouteContext);

type Titled = (screen: 'admin' | 'adminOrders', element: ReactNode) => ReactNode;

/** The screen for the rest of an `/admin/…` address, with what it names. */
function screenOf(rest: string, titled: Titled): { route: AdminRoute; element: ReactNode } {
  const [first, second, ...more] = rest.split('/').filter(Boolean);
  if (!first) return { route: {}, element: titled('admin', <AdminScreen />) };
  if (first === 'orders' && !second) return { route: {}, element: titled('adminOrders', <AdminOrdersPage />) };
  if (first === 'products' && second && !more.length) {
    return { route: second === 'new' ? {} : { id: second }, element: titled('admin', <ProductEditorScreen />) };
  }
  // Models are PascalCase: no clash with `orders` or `products`; an unknown one says so on its screen.
  return { route: { model: first }, element: titled('admin', <AdminScreen />) };
}

/**
 * The back-office's screens under `/admin/*`, chosen inside the admin's chunk: the app's router
 * knows one lazy route for all of them, so a new admin screen adds nothing to the JavaScript
 * every public page loads first (nor does a nested router: the address is read here).
 * `titled` gives a screen its tab title (the app's).
 */
export function AdminRoutes({ titled }: { titled: Titled }) {
  const { route, element } = screenOf(useParams()['*'] ?? '', titled);
  return <AdminRouteContext.Provider value={route}>{element}</AdminRouteContext.Provider>;
}
