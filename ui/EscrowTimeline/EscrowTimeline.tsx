import { Check, Circle, Clock, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../Spinner';
import * as styles from './EscrowTimeline.css';
import { clampStep, stepStatus, type TimelineStep, type TimelineStepStatus } from './stepStatus';

export interface EscrowTimelineProps<Id extends string = string> {
  /** The steps in order, from the feature that owns the process. */
  steps: readonly TimelineStep<Id>[];
  /** The index of the step that comes next; steps before it are completed. `steps.length` completes all. */
  currentStep: number;
  /** When each reached step happened, by step id, as the feature wrote it. */
  timestamps?: Partial<Record<Id, TimelineTimestamp>>;
  /** Shown under the step that comes next (e.g. 'Mark as delivered' and 'Dispute'); the feature decides when. */
  actions?: ReactNode;
  /** The list's accessible name. */
  label?: string;
}

const statusIcon: Record<TimelineStepStatus, LucideIcon> = { completed: Check, next: Clock, future: Circle };
const statusText: Record<TimelineStepStatus, string> = { completed: 'Completed: ', next: 'Next: ', future: 'Upcoming: ' };

/** A moment as the feature wrote it for people ('January 5, 2026, 9:12 AM') and for machines (ISO 8601). */
export interface TimelineTimestamp {
  dateTime: string;
  text: string;
}

function Timestamp({ value }: { value: TimelineTimestamp }) {
  return (
    <time dateTime={value.dateTime} className={styles.time}>
      {value.text}
    </time>
  );
}

/**
 * A process's steps as an ordered list: completed, next (`aria-current="step"`) and
 * upcoming, each with its own icon and words for screen readers. Compact when narrow.
 */
export function EscrowTimeline<Id extends string>({
  steps,
  currentStep,
  timestamps,
  actions,
  label = 'Order progress',
}: EscrowTimelineProps<Id>) {
  const next = clampStep(currentStep, steps.length);
  return (
    <div className={styles.root}>
      <ol className={styles.list} aria-label={label}>
        {steps.map(({ id, title, description }, index) => {
          const status = stepStatus(index, next);
          const Icon = statusIcon[status];
          const timestamp = timestamps?.[id];
          return (
            <li key={id} className={styles.step({ status })} aria-current={status === 'next' ? 'step' : undefined}>
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
                {status === 'next' && actions && <div className={styles.actions}>{actions}</div>}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
