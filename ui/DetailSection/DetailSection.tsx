import { useId, type ReactNode } from 'react';
import { Card } from '../Card';
import * as styles from './DetailSection.css';

export interface DetailSectionProps {
  /** The section's heading (an h2), which also names it. */
  title: string;
  /** Buttons at the end of the heading's row. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled part of a detail page (an order's item, its delivery, its history) on a card. */
export function DetailSection({ title, actions, children }: DetailSectionProps) {
  const id = useId();
  const heading = (
    <h2 id={id} className={styles.title}>
      {title}
    </h2>
  );
  return (
    <Card as="section" padding="md" aria-labelledby={id}>
      <div className={styles.body}>
        {actions ? (
          <div className={styles.header}>
            {heading}
            {actions}
          </div>
        ) : (
          heading
        )}
        {children}
      </div>
    </Card>
  );
}
