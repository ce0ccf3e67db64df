import type { ReactNode } from 'react';
import { paths, useSession } from '../../client';
import { RedirectWithNotice } from './RedirectWithNotice';

/** The landing page is for visitors: a signed-in student goes straight to the dashboard. */
export function GuestLanding({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session) return <RedirectWithNotice to={paths.dashboard.base} />;
  return children;
}
