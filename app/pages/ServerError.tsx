import { paths } from '../../client';
import { Button } from '../../ui';
import { StatusPage } from './StatusPage';

/** The top-level error fallback. A full page load leaves the broken state behind. */
export function ServerError() {
  return (
    <StatusPage code="500" title="500 - Internal Server Error">
      <p>Sorry, something went wrong.</p>
      <Button onPress={() => window.location.assign(paths.home)}>Go Back Home</Button>
    </StatusPage>
  );
}
