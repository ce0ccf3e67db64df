import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Inline } from '../../../ui';
import * as styles from './purchase.css';

/** Why the purchase did not go through, read out at once, with what the buyer can do about it. */
export function PurchaseProblem({ message, actions }: { message: string; actions?: ReactNode }) {
  return (
    <div className={styles.problem} role="alert">
      <span className={styles.problemLine}>
        <AlertTriangle size={18} aria-hidden="true" className={styles.boxIcon} />
        <span>{message}</span>
      </span>
      {actions && <Inline space="2">{actions}</Inline>}
    </div>
  );
}
