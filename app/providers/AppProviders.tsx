import { useEffect, type ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useHref, useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { configureClient, paths } from '../../client';
import { toast, ToastRegion } from '../../ui';
import { AppErrorBoundary } from '../pages/AppErrorBoundary';
import { PageTitle } from './PageTitle';
import { ScreenToasts } from './ScreenToasts';
import { ScrollToTop } from './ScrollToTop';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** A session that could not be renewed has been cleared: say so and go to the sign-in. */
function SessionExpiry({ signInPath }: { signInPath: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    configureClient({
      onSessionExpired: (message) => {
        // It explains the move to the sign-in, so it stays when the screen changes.
        toast.error(message, { scope: 'app' });
        void navigate(signInPath, { replace: true });
      },
    });
  }, [navigate, signInPath]);
  return null;
}

/**
 * Everything every page shares, inside the router: RAC links navigate through it (ui/ knows no
 * router). `signInPath` is where an expired session goes: /login, or the console's own sign-in.
 */
export function AppProviders({ children, signInPath = paths.login }: { children: ReactNode; signInPath?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <ScrollToTop />
      <ScreenToasts />
      <SessionExpiry signInPath={signInPath} />
      <AppErrorBoundary resetKey={location.key}>{children}</AppErrorBoundary>
      <ToastRegion />
      <PageTitle />
    </AriaRouterProvider>
  );
}
