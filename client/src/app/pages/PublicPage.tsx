import { useLocation } from 'react-router-dom';
import { PageByUrl } from '../../pages/PageByUrl';
import { NotFoundPage } from './NotFoundPage';

/** Every public url: the host page serving it, or the 404 page. */
export function PublicPage() {
  const { pathname } = useLocation();
  return <PageByUrl url={pathname} notFound={<NotFoundPage />} />;
}
