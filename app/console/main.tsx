import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
// The theme's global CSS (self-hosted fonts, theme variables, reset), as in the student app's entry.
import '../../ui/theme/global';
import { ConsoleApp } from './ConsoleApp';

/**
 * The operator console's entry (app/console/index.html): a build of its own (vite.console.config.ts),
 * served at /admin, so that nothing of it is ever beside a student page's JavaScript.
 */
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <ConsoleApp />
    </BrowserRouter>
  </StrictMode>,
);
