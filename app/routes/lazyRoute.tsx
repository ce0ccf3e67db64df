import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoading } from '../pages/PageLoading';

/** A route whose component comes from a lazily loaded module; the page shows PageLoading meanwhile. */
export function lazyRoute(load: () => Promise<ComponentType>): Pick<RouteObject, 'element'> {
  const Screen = lazy(async () => ({ default: await load() }));
  return {
    element: (
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    ),
  };
}
