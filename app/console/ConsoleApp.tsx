import { SWRConfig } from 'swr';
import { consolePaths, swrConfig } from '../../client';
import { AppProviders } from '../providers/AppProviders';
import ConsoleRoutes from '../routes/consoleRoutes';

/**
 * The whole console below its router: the app's providers, except that an expired session goes
 * to the console's own sign-in rather than the student /login, and SWR for every screen.
 */
export function ConsoleApp() {
  return (
    <AppProviders signInPath={consolePaths.signIn}>
      <SWRConfig value={swrConfig}>
        <ConsoleRoutes />
      </SWRConfig>
    </AppProviders>
  );
}
