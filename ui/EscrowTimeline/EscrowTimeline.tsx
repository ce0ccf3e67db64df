import { Check, Circle, Clock, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatLongDate, formatTime, type DateInput } from '../format';
import { visuallyHidden } from '../Spinner';
import * as styles from './EscrowTimeline.css';
import { escrowTimeline, type EscrowProgress, type EscrowStepKey, type EscrowStepStatus } from './escrowSteps';

export interface EscrowTimelineProps {
  /** The step that comes next (key or index); steps before it are completed. `'done'` completes all. */
  currentStep: EscrowProgress;
  /** When each reached step happened. */
  timestamps?: Partial<Record<EscrowStepKey, DateInput>>;
  /** Shown under 'Delivery arrived' while it is the next step: the 'Mark as delivered' and 'Dispute' buttons. */
  actions?: ReactNode;
  /** The list's accessible name. */
  label?: string;
}

const statusIcon: Record<EscrowStepStatus, LucideIcon> = { completed: Check, next: Clock, future: Circle };
const statusText: Record<EscrowStepStatus, string> = { completed: 'Completed: ', next: 'Next: ', future: 'Upcoming: ' };

function Timestamp({ value }: { value: DateInput }) {
  const date = new Date(value);
  return (
    <time dateTime={date.toISOString()} className={styles.time}>
      {formatLongDate(date)}, {formatTime(date)}
    </time>
  );
}

/**
 * The order's escrow steps as an ordered list: completed, next (`aria-current="step"`) and
 * upcoming, each with its own icon and words for screen readers. Compact when narrow.
 */
export function EscrowTimeline({ currentStep, timestamps, actions, label = 'Order progress' }: EscrowTimelineProps) {
  return (
    <div className={styles.root}>
      <ol className={styles.list} aria-label={label}>
        {escrowTimeline(currentStep).map(({ key, title, description, status }) => {
          const Icon = statusIcon[status];
          const timestamp = timestamps?.[key];
          return (
            <li key={key} className={styles.step({ status })} aria-current={status === 'next' ? 'step' : undefined}>
              <span className={styles.marker({ status })} aria-hidden="true">
                <Icon className={styles.markerIcon} strokeWidth={status === 'completed' ? 3 : 2} />
              </span>
              <div className={styles.content}>
                <span className={styles.title({ status })}>
                  <span className={visuallyHidden}>{statusText[status]}</span>
                  {title}
                </span>
                <span className={styles.description}>{description}</span>
                {timestamp !== undefined && <Timestamp value={timestamp} />}
                {key === 'delivered' && status === 'next' && actions && <div className={styles.actions}>{actions}</div>}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
