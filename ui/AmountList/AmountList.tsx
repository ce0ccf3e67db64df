import type { ReactNode } from 'react';
import * as styles from './AmountList.css';

export interface AmountRow {
  /** Unique within the list. */
  id: string;
  label: ReactNode;
  /** The amount as it should read ('₦24,500', 'Free'), or a `Price`. */
  amount: ReactNode;
  /** A total: set apart by a rule above it, and larger. */
  total?: boolean;
}

export interface AmountListProps {
  rows: readonly AmountRow[];
  'aria-label'?: string;
}

/** What something costs, line by line: each label with its amount at the end of the row, totals set apart. */
export function AmountList({ rows, ...aria }: AmountListProps) {
  return (
    <dl className={styles.list} {...aria}>
      {rows.map((row) => (
        <div key={row.id} className={row.total ? styles.total : styles.row}>
          <dt>{row.label}</dt>
          <dd>{row.amount}</dd>
        </div>
      ))}
    </dl>
  );
}
