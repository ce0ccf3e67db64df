/**
 * The floor of Kampus's stack (`npm run bench:web`): the least an app on React, react-router and
 * react-aria-components ships to a first visit, react-router set up as its documentation sets it
 * up (a data router: `createBrowserRouter` and `RouterProvider`). Built with the app's own Vite
 * config; every page's first-visit JavaScript is judged as a multiple of this one's
 * (../web-budget.ts, docs/decisions/0020-web-budget-against-the-floor.md).
 */
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Button } from 'react-aria-components';

const router = createBrowserRouter([{ path: '*', element: <Button onPress={() => undefined}>Floor</Button> }]);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(<RouterProvider router={router} />);
