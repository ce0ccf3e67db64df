import { useMemo, useState, type ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { createMemoryRouter, RouterProvider, useHref, useLocation, useNavigate, Outlet } from 'react-router';
import { SWRConfig } from 'swr';
import { configureClient, createMemoryStore, swrConfig, type StoredSession } from '../../client';
import { ToastRegion, visuallyHidden } from '../../ui';

export interface StoryRoute {
  /** The route pattern the story's screen is mounted at, e.g. '/product/:slug'. */
  path?: string;
  /** Where the story starts, e.g. '/verify-email?email=...'. */
  url?: string;
  /** The location state the screen starts with (e.g. the email remembered for /verify-email). */
  state?: unknown;
}

/** The fake signed-in session (its access token) that MSW handlers accept in stories. */
export const storyTokens: StoredSession = { accessToken: 'story-access-token' };

function RouterBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => navigate(to, options as never)} useHref={useHref}>
      {children}
    </AriaRouterProvider>
  );
}

/** Shows where the app navigated, for plays to assert redirects; hidden from view. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" className={visuallyHidden}>
      {location.pathname}
      {location.search}
    </output>
  );
}

function Frame() {
  return (
    <RouterBridge>
      <Outlet />
      <LocationProbe />
    </RouterBridge>
  );
}

interface AppStoryProvidersProps {
  children: ReactNode;
  route?: StoryRoute;
  signedIn?: boolean;
}

/**
 * What the app gives every screen, made fresh for each story: a memory router, an empty SWR
 * cache, a token store (signed in or not), react-aria's router bridge and the toast region.
 * Any path other than the story's renders a page saying where the app went.
 */
export function AppStoryProviders({ children, route = {}, signedIn = false }: AppStoryProvidersProps) {
  // A fresh store per story, installed before the first render so the screen's first request uses it.
  useState(() => {
    const store = createMemoryStore();
    if (signedIn) store.set(storyTokens);
    configureClient({ store, baseUrl: '/v1', onSessionExpired: () => undefined });
    return store;
  });

  const router = useMemo(() => {
    const path = route.path ?? '/';
    const url = route.url ?? path;
    return createMemoryRouter(
      [
        {
          element: <Frame />,
          children: [
            { path, element: children },
            { path: '*', element: <p>Navigated away from the story.</p> },
          ],
        },
      ],
      {
        initialEntries: [
          { pathname: url.split('?')[0] ?? url, search: url.includes('?') ? `?${url.split('?')[1]}` : '', state: route.state },
        ],
      },
    );
  }, [children, route.path, route.url, route.state]);

  return (
    <SWRConfig value={{ ...swrConfig, provider: () => new Map(), dedupingInterval: 0 }}>
      <RouterProvider router={router} />
      <ToastRegion />
    </SWRConfig>
  );
}
