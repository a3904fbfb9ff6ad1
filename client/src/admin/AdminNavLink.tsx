import { NavLink } from '@mantine/core';
import { useLocation } from 'react-router-dom';
import { useLocalizedPath } from '../shared/i18n/use-localized-path';
import { AdminLink } from './AdminLink';

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
  const active = useLocation().pathname === useLocalizedPath()(to);
  return (
    <NavLink
      component={AdminLink}
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
