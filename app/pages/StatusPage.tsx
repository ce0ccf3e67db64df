import type { ReactNode } from 'react';
import * as styles from './StatusPage.css';

interface StatusPageProps {
  code?: string;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

/** The frame of the 404 and 500 pages. */
export function StatusPage({ code, title, children, action }: StatusPageProps) {
  return (
    <section className={styles.page} aria-labelledby="status-title">
      {code && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 id="status-title" className={styles.title}>
        {title}
      </h1>
      {children && <div className={styles.text}>{children}</div>}
      {action}
    </section>
  );
}
