import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { PageLoading } from '../pages/PageLoading';

interface LazyRouteHandle {
  /** Starts downloading the route's module (the same request React.lazy makes later). */
  preload: () => void;
}

/** A route whose component comes from a lazily loaded module; the page shows PageLoading meanwhile. */
export function lazyRoute(load: () => Promise<ComponentType>): Pick<RouteObject, 'element' | 'handle'> {
  const Screen = lazy(async () => ({ default: await load() }));
  const handle: LazyRouteHandle = { preload: () => void load().catch(() => undefined) };
  return {
    element: (
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    ),
    handle,
  };
}

const preloaded = new Set<string>();

/**
 * Starts downloading, all at once, the modules of every lazy route `pathname` matches (layouts
 * and page). Left to React.lazy they would arrive one after another, each level asked for only
 * when the one above it has rendered: on a slow phone network, a round trip each.
 */
export function preloadMatchedRoutes(routes: RouteObject[], pathname: string): void {
  if (preloaded.has(pathname)) return;
  preloaded.add(pathname);
  for (const match of matchRoutes(routes, pathname) ?? []) {
    (match.route.handle as Partial<LazyRouteHandle> | undefined)?.preload?.();
  }
}
