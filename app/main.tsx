import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { readInitialData } from '../client';
// The theme's global CSS (self-hosted fonts, theme variables, reset), once at the root, as in .storybook/preview.
import '../ui/theme/global';
import { AppShell } from './AppShell';

// Declarative routing (BrowserRouter + useRoutes) rather than a data router: the app loads no
// data in route loaders, and it keeps the first visit's JavaScript within its budget.
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const app = (
  <BrowserRouter>
    <AppShell initialData={readInitialData()} />
  </BrowserRouter>
);
// / and /login arrive rendered at build time (scripts/build/prerender.ts), a product page
// rendered by the server (server/page-render.ts): they are hydrated once the browser has
// painted them, so the first paint never waits for React.
if (container.hasChildNodes()) requestAnimationFrame(() => setTimeout(() => hydrateRoot(container, app)));
else createRoot(container).render(app);
