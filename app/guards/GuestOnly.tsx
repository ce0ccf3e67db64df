import { Outlet } from 'react-router';
import { paths } from '../../client';
import { RedirectWithNotice, type Notice } from './RedirectWithNotice';
import { useArrivedSignedIn } from './useArrivedSignedIn';

const alreadyLoggedIn: Notice = { tone: 'error', text: 'You are already logged in' };

/**
 * Auth pages: a visitor who arrives signed in goes to /dashboard with 'You are already
 * logged in'. Decided per arrival, so a login on this page is not mistaken for it.
 */
export function GuestOnly() {
  if (useArrivedSignedIn()) return <RedirectWithNotice to={paths.dashboard.base} notice={alreadyLoggedIn} />;
  return <Outlet />;
}
