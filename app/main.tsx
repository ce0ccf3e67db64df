import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
// The theme's global CSS (self-hosted fonts, theme variables, reset), once at the root, as in .storybook/preview.
import '../ui/theme/global';
import { AppRoutes } from './AppRoutes';
import { AppProviders } from './providers/AppProviders';

// Declarative routing (BrowserRouter + useRoutes) rather than a data router: the app loads no
// data in route loaders, and it keeps the first visit's JavaScript within its budget.
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
