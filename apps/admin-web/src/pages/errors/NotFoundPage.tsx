import { Link } from 'react-router-dom';
import { NotFound } from '@kola/ui';
import { paths } from '../../paths';

/** Any unknown path: "Something went wrong. The page you are looking for is not found". */
export function NotFoundPage() {
  return <NotFound homeHref={paths.admin.dashboard} homeLabel="Go to the dashboard" linkComponent={Link} />;
}
