import { Link } from 'react-router-dom';
import { NotFound } from '@kola/ui';

export interface NotFoundPageProps {
  /** Where the link leads (the app's home). */
  homeHref: string;
  /** The link's text, e.g. "Go to home page". */
  homeLabel: string;
}

/** Any unknown path: "Something went wrong. The page you are looking for is not found". */
export function NotFoundPage({ homeHref, homeLabel }: NotFoundPageProps) {
  return <NotFound homeHref={homeHref} homeLabel={homeLabel} linkComponent={Link} />;
}
