import type { ReactNode } from 'react';
import * as styles from './FactList.css';

/** Facts as name and value side by side (a `dl`): 'Ordered' · 'December 5, 2030'. Children are `Fact`s. */
export function FactList({ children, 'aria-label': label }: { children: ReactNode; 'aria-label'?: string }) {
  return (
    <dl className={styles.list} aria-label={label}>
      {children}
    </dl>
  );
}

/** One fact of a `FactList`: its name, then its value. */
export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
