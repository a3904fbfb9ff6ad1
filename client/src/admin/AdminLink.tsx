import { Link, type LinkProps } from 'react-router-dom';
import { useLocalizedPath } from '../shared/i18n/use-localized-path';

/**
 * A link to an admin path (`/admin/orders`) in the language of the page it is on: under
 * `/ru/admin` it leads to `/ru/admin/orders`, so that the back-office stays in the owner's language.
 */
export function AdminLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const localize = useLocalizedPath();
  return <Link to={localize(to)} {...props} />;
}
