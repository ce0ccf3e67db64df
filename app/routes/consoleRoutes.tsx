/**
 * The operator console's routes (/admin), the whole table of its own app (app/console), which
 * is a build of its own: nothing of it is in a student's JavaScript. Each area's screens are a
 * further download of their own. One line per area below: `{ path: consoleRoutePatterns.<area>,
 * ...lazyRoute(async () => (await import('../../features/console-<area>')).<Screen>) }`.
 */
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { consoleRoutePatterns } from '../../client';
import { ConsoleLayout, loadSignInScreen, loadStaffScreen } from '../../features/console';
import { NotFound } from '../pages/NotFound';
import { lazyRoute, preloadMatchedRoutes } from './lazyRoute';

const consoleRoutes: RouteObject[] = [
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
        path: consoleRoutePatterns.moderation,
        ...lazyRoute(async () => (await import('../../features/console-moderation')).ModerationQueueScreen),
      },
      {
        path: consoleRoutePatterns.moderationCase,
        ...lazyRoute(async () => (await import('../../features/console-moderation')).ModerationCaseScreen),
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
];

/** The console's page for the current address (every /admin address). */
export default function ConsoleRoutes() {
  const { pathname } = useLocation();
  preloadMatchedRoutes(consoleRoutes, pathname);
  return useRoutes(consoleRoutes);
}
