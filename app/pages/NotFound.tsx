import { paths } from '../../client';
import { Link, LinkButton } from '../../ui';
import { StatusPage } from './StatusPage';

/** Any path the app does not know, in the spec's words. */
export function NotFound() {
  return (
    <StatusPage code="404" title="404 Oops! Page not found.">
      <p>The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.</p>
      <p>
        If you think this is a mistake, please <Link href={paths.contactUs}>contact support</Link>.
      </p>
      <LinkButton href={paths.home} variant="solid">
        Go Back Home
      </LinkButton>
    </StatusPage>
  );
}
