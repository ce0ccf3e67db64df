import { StrictMode } from 'react';
import { InitialDataContext, RenderedSessionContext, type InitialData, type StoredSession } from '../client';
import { AppRoutes } from './AppRoutes';
import { AppProviders } from './providers/AppProviders';

export interface AppShellProps {
  /** The API answers the page was rendered with (server-rendered product pages), by API path. */
  initialData?: InitialData;
  /** The session the page was rendered for (a signed-in page the server rendered), none by default. */
  renderedSession?: StoredSession | null;
}

/** The whole app below its router: the same tree in the browser and when pages are rendered on the server. */
export function AppShell({ initialData = {}, renderedSession = null }: AppShellProps) {
  return (
    <StrictMode>
      <RenderedSessionContext.Provider value={renderedSession}>
        <InitialDataContext.Provider value={initialData}>
          <AppProviders>
            <AppRoutes />
          </AppProviders>
        </InitialDataContext.Provider>
      </RenderedSessionContext.Provider>
    </StrictMode>
  );
}
