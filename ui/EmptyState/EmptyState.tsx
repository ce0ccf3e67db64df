import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** A decorative icon (pass it `aria-hidden`), e.g. `<PackageOpen aria-hidden="true" />`. */
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  /** The way out: a Button or LinkButton, e.g. 'Browse products'. */
  action?: ReactNode;
  /** The heading level of the title, to fit the page's outline. Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** `sm` inside panels and cards, `md` for a whole page or section. Default `md`. */
  size?: 'sm' | 'md';
}

/** What a list or page shows when there is nothing in it yet, and what to do about it. */
export function EmptyState({ icon, title, description, action, headingLevel = 2, size = 'md' }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root({ size })}>
      {icon && <div className={styles.icon({ size })}>{icon}</div>}
      <Heading className={styles.title({ size })}>{title}</Heading>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
