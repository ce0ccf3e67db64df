import type { ReactNode } from 'react';
import * as styles from './PageTitle.css';

export interface PageTitleProps {
  id?: string;
  /** -1 to let the page move focus to it after navigation. */
  tabIndex?: -1;
  children: ReactNode;
}

/** A page's one h1, larger from the tablet breakpoint; a long word breaks rather than widening the page. */
export function PageTitle(props: PageTitleProps) {
  return <h1 {...props} className={styles.title} />;
}
