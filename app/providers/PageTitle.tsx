import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { visuallyHidden } from '../../ui';

export const SITE_NAME = 'Kampus';
/** index.html's title: the landing page's, and any page's until its heading is there. */
export const SITE_TITLE = 'Kampus — Buy, Sell, Trade Securely, Student to Student';

/** The page's own name: its first-level heading (the one in <main> first). */
function pageHeading(): string | undefined {
  const heading = document.querySelector('main h1') ?? document.querySelector('h1');
  const text = heading?.textContent?.replace(/\s+/g, ' ').trim();
  return text || undefined;
}

/** "iPhone 12 Pro · Kampus"; the landing page, and a page without a heading yet, keep the site's own title. */
export function pageTitle(pathname: string, heading: string | undefined): string {
  return pathname === '/' || !heading ? SITE_TITLE : `${heading} · ${SITE_NAME}`;
}

/**
 * Names every page, and says so when it changes. The document title becomes the page's
 * heading (the server already wrote it into a shared product's or event's HTML, link-preview.ts) (so tabs, history and bookmarks tell pages apart), kept up to date while data loads
 * (a product's heading arrives with the product). After a client-side navigation the new title
 * is announced once, politely: a screen reader otherwise hears nothing when a link changes the
 * page without a page load. The first page is not announced; the browser reads it as it loads.
 */
export function PageTitle() {
  const { pathname } = useLocation();
  const previousPath = useRef<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    // Compared with the page before rather than counted, so StrictMode's second run announces nothing.
    const announce = previousPath.current !== undefined && previousPath.current !== pathname;
    previousPath.current = pathname;
    let announced = false;
    const update = () => {
      const heading = pageHeading();
      const title = pageTitle(pathname, heading);
      if (document.title !== title) document.title = title;
      if (announce && heading && !announced) {
        announced = true;
        setAnnouncement(title);
      }
    };
    update();
    // Headings arrive with lazily loaded screens and their data: look again after each change.
    // (MutationObserver already batches: one call per task, however many nodes changed.)
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname]);

  return (
    <div className={visuallyHidden} aria-live="polite" aria-atomic="true" id="page-announcer">
      {announcement}
    </div>
  );
}
