import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { RENDERED_SIGNED_IN } from '../contract';
import { getSession, readInitialData } from '../client';
// The theme's global CSS (self-hosted fonts, theme variables, reset), once at the root, as in .storybook/preview.
import '../ui/theme/global';
import { useHydrationMark } from '../ui';
import { AppShell } from './AppShell';

// Declarative routing (BrowserRouter + useRoutes) rather than a data router: the app loads no
// data in route loaders, and it keeps the first visit's JavaScript within its budget.
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
/** Marks the app hydrated once its root has mounted (ui/Hydration/earlyTap.ts). */
function HydrationMark() {
  useHydrationMark();
  return null;
}

// A page the server rendered for the signed-in visitor (/checkout) hydrates with their session.
const renderedSession = container.dataset.session === RENDERED_SIGNED_IN ? getSession() : null;
const app = (
  <BrowserRouter>
    <AppShell initialData={readInitialData()} renderedSession={renderedSession} />
    <HydrationMark />
  </BrowserRouter>
);
// / and /login arrive rendered at build time (scripts/build/prerender.ts), a product page
// rendered by the server (server/ssr/page-render.ts), and /checkout for a signed-in buyer: they are hydrated once the browser has
// painted them, so the first paint never waits for React, and in a transition, so the work is
// split into short tasks and a tap meanwhile is answered first.
if (container.hasChildNodes())
  requestAnimationFrame(() => setTimeout(() => startTransition(() => void hydrateRoot(container, app))));
else createRoot(container).render(app);
