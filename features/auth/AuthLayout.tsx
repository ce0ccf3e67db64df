import { useId, type ReactNode } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../client';
import { Heading, LinkButton } from '../../ui';
import * as styles from './AuthLayout.css';
import { sidePanelFor } from './sidePanel';

export const TAGLINE = 'Buy, Sell, Trade Securely, Student to Student';

export interface AuthLayoutProps {
  /** The screen; by default the matched child route (`<Outlet />`). */
  children?: ReactNode;
}

/**
 * The page around every auth screen: the Kampus brand and tagline, the screen, and a side
 * panel leading to the other half of auth ('Register here' on /login and /forget-password,
 * 'Login here' elsewhere). Two columns on wide screens, stacked on narrow ones. It is a whole
 * page with its own `main`: mount it beside the site layout, not inside it.
 */
export function AuthLayout({ children }: AuthLayoutProps) {
  const { pathname } = useLocation();
  const panel = sidePanelFor(pathname);
  const questionId = useId();
  return (
    <div className={styles.page}>
      <header className={styles.brand}>
        <RouterLink to={paths.home} className={styles.brandLink}>
          <span className={styles.brandSymbol} aria-hidden="true">
            K
          </span>
          Kampus
        </RouterLink>
        <p className={styles.tagline}>{TAGLINE}</p>
        <p className={styles.promise}>Pay into escrow and the seller is paid only when you confirm delivery.</p>
      </header>
      <main className={styles.main}>{children ?? <Outlet />}</main>
      <aside className={styles.panel} aria-labelledby={questionId}>
        <Heading level={2} size="lg" id={questionId}>
          {panel.question}
        </Heading>
        <LinkButton href={panel.href} variant="outline">
          {panel.action}
        </LinkButton>
      </aside>
    </div>
  );
}
