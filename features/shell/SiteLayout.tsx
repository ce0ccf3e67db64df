import type { MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import * as styles from './SiteLayout.css';

export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus to the page content, so the next Tab starts there instead of in the header. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** Every public page: a skip link, the header, the page in <main>, and the footer. */
export function SiteLayout() {
  return (
    <div className={styles.page}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink} onClick={skipToContent}>
        Skip to content
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
