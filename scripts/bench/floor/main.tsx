/**
 * The floor of Kampus's stack (`npm run bench:web`): the least an app on React, react-router and
 * react-aria-components ships to a first visit. Built with the app's own Vite config; every page's
 * first-visit JavaScript is judged as a multiple of this one's (../web-budget.ts).
 */
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Button } from 'react-aria-components';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <BrowserRouter>
    <Routes>
      <Route path="*" element={<Button onPress={() => undefined}>Floor</Button>} />
    </Routes>
  </BrowserRouter>,
);
