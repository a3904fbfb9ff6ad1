import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import { useAdminOrdersText } from './admin-orders-text';
import { ADMIN_ORDERS_PATH } from './paths';

/** The admin menu's way to the orders screen. */
export function OrdersNavLink({ onNavigate }: { onNavigate?: () => void }) {
  const text = useAdminOrdersText();
  const active = useLocation().pathname === ADMIN_ORDERS_PATH;
  return (
    <NavLink
      component={Link}
      to={ADMIN_ORDERS_PATH}
      label={text.orders}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      variant="filled"
      fw={600}
      fz="sm"
      mb="xs"
      data-orders-link
    />
  );
}
