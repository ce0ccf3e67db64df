import { StrictMode } from 'react';
import { AppRoutes } from './AppRoutes';
import { AppProviders } from './providers/AppProviders';

/** The whole app below its router: the same tree in the browser and when pages are prerendered. */
export function AppShell() {
  return (
    <StrictMode>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </StrictMode>
  );
}
