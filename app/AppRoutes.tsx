import { useRoutes, type RouteObject } from 'react-router';
import { authRoutes } from './routes/authRoutes';
import { lazyRoute } from './routes/lazyRoute';

/**
 * The auth pages are matched here; every other address goes to the site's route table, a
 * separate download, so a first visit to /login does not fetch the rest of the app's routes.
 */
const routes: RouteObject[] = [
  authRoutes,
  { path: '*', ...lazyRoute(async () => (await import('./routes/siteRoutes')).default) },
];

/** The page for the current address. */
export function AppRoutes() {
  return useRoutes(routes);
}
