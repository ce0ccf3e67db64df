import { StrictMode } from 'react';
import { InitialDataContext, type InitialData } from '../client';
import { AppRoutes } from './AppRoutes';
import { AppProviders } from './providers/AppProviders';

export interface AppShellProps {
  /** The API answers the page was rendered with (server-rendered product pages), by API path. */
  initialData?: InitialData;
}

/** The whole app below its router: the same tree in the browser and when pages are rendered on the server. */
export function AppShell({ initialData = {} }: AppShellProps) {
  return (
    <StrictMode>
      <InitialDataContext.Provider value={initialData}>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </InitialDataContext.Provider>
    </StrictMode>
  );
}
