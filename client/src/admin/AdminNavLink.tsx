import { NavLink } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';

interface AdminNavLinkProps {
  /** The screen's path; the link shows as the current page there. */
  to: string;
  label: string;
  onNavigate?: () => void;
  /** `data-*` attributes naming the link for tests (`{ 'data-orders-link': true }`). */
  data?: Record<`data-${string}`, true>;
}

/** A screen of the admin's own (orders, a new product), atop the models in its menu. */
export function AdminNavLink({ to, label, onNavigate, data }: AdminNavLinkProps) {
  const active = useLocation().pathname === to;
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      variant="filled"
      fw={600}
      fz="sm"
      mb="xs"
      {...data}
    />
  );
}
