/**
 * The operator console (/admin): its own download, loaded only when an /admin address is
 * visited, so nothing of it is in a student's JavaScript. Each area's screens are a further
 * download of their own. One line per area below: `{ path: consoleRoutePatterns.<area>,
 * ...lazyRoute(async () => (await import('../../features/console-<area>')).<Screen>) }`.
 */
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { CONSOLE_BASE, consoleRoutePatterns } from '../../client';
import { ConsoleLayout, loadSignInScreen, loadStaffScreen } from '../../features/console';
import { NotFound } from '../pages/NotFound';
import { lazyRoute, preloadMatchedRoutes } from './lazyRoute';

/**
 * The table is written with the console's own addresses (consoleRoutePatterns); matched below
 * `/admin/*`, a route's path is read relative to /admin, so the base comes off each one.
 */
function belowConsoleBase(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const path = route.path?.startsWith(CONSOLE_BASE)
      ? route.path.slice(CONSOLE_BASE.length).replace(/^\//, '') || '/'
      : route.path;
    return { ...route, path, ...(route.children ? { children: belowConsoleBase(route.children) } : {}) } as RouteObject;
  });
}

const consoleRoutes: RouteObject[] = belowConsoleBase([
  { path: consoleRoutePatterns.signIn, ...lazyRoute(loadSignInScreen) },
  {
    element: <ConsoleLayout />,
    children: [
      { path: consoleRoutePatterns.staff, ...lazyRoute(loadStaffScreen) },
      {
        path: consoleRoutePatterns.disputes,
        ...lazyRoute(async () => (await import('../../features/console-disputes')).DisputeQueueScreen),
      },
      {
        path: consoleRoutePatterns.dispute,
        ...lazyRoute(async () => (await import('../../features/console-disputes')).DisputeCaseScreen),
      },
      {
        path: consoleRoutePatterns.payouts,
        ...lazyRoute(async () => (await import('../../features/console-payouts')).PayoutsScreen),
      },
      {
        path: consoleRoutePatterns.ledger,
        ...lazyRoute(async () => (await import('../../features/console-ledger')).LedgerScreen),
      },
      {
        path: consoleRoutePatterns.people,
        ...lazyRoute(async () => (await import('../../features/console-people')).PeopleScreen),
      },
      {
        path: consoleRoutePatterns.person,
        ...lazyRoute(async () => (await import('../../features/console-people')).PersonScreen),
      },
      {
        path: consoleRoutePatterns.home,
        ...lazyRoute(async () => (await import('../../features/console-overview')).OverviewScreen),
      },
      {
        path: consoleRoutePatterns.support,
        ...lazyRoute(async () => (await import('../../features/console-support')).SupportInboxScreen),
      },
      {
        path: consoleRoutePatterns.supportRequest,
        ...lazyRoute(async () => (await import('../../features/console-support')).SupportRequestScreen),
      },
      { path: consoleRoutePatterns.audit, ...lazyRoute(async () => (await import('../../features/console-audit')).AuditScreen) },
      { path: consoleRoutePatterns.kyc, ...lazyRoute(async () => (await import('../../features/console-kyc')).KycQueueScreen) },
      {
        path: consoleRoutePatterns.kycSubmission,
        ...lazyRoute(async () => (await import('../../features/console-kyc')).KycCaseScreen),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
]);

/** Every /admin address, matched below the site's route table (see ./siteRoutes). */
export default function ConsoleRoutes() {
  const { pathname } = useLocation();
  if (typeof window !== 'undefined') preloadMatchedRoutes(consoleRoutes, pathname.slice(CONSOLE_BASE.length) || '/');
  return useRoutes(consoleRoutes);
}
