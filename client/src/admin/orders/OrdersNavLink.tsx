import { AdminNavLink } from '../AdminNavLink';
import { useAdminOrdersText } from './admin-orders-text';
import { ADMIN_ORDERS_PATH } from './paths';

/** The admin menu's way to the orders screen. */
export function OrdersNavLink({ onNavigate }: { onNavigate?: () => void }) {
  return <AdminNavLink to={ADMIN_ORDERS_PATH} label={useAdminOrdersText().orders} onNavigate={onNavigate} data={{ 'data-orders-link': true }} />;
}
