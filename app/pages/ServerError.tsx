import { Button } from '../../ui';
import { StatusPage } from './StatusPage';

/** The top-level error fallback (spec section 2). A full page load leaves the broken state behind. */
export function ServerError() {
  return (
    <StatusPage code="500" title="500 - Internal Server Error">
      <p>Sorry, something went wrong.</p>
      <Button onPress={() => window.location.assign('/')}>Go Back Home</Button>
    </StatusPage>
  );
}
