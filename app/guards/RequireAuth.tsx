import { Outlet } from 'react-router';
import { paths, useSession } from '../../client';
import { RedirectWithNotice, type Notice } from './RedirectWithNotice';
import { useArrivedSignedIn } from './useArrivedSignedIn';

const notAuthenticated: Notice = { tone: 'error', text: 'You are not authenticated' };

/**
 * Protected routes: a guest who arrives goes to /login, told why once. A session that ends
 * on the page (logout, or a refresh that failed) also leaves for /login, but without that
 * notice: logout and expiry say what happened themselves.
 */
export function RequireAuth() {
  const session = useSession();
  const arrivedSignedIn = useArrivedSignedIn();
  if (!session) return <RedirectWithNotice to={paths.login} notice={arrivedSignedIn ? undefined : notAuthenticated} />;
  return <Outlet />;
}
