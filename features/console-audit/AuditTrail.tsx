import type { AuditTargetType } from '../../contract';
import { DetailSection } from '../../ui';
import { AuditEntries } from './AuditEntries';

export type AuditTrailProps = {
  /** The section's heading (an h2), also the list's name. Default 'Audit trail'. */
  title?: string;
} & (
  | {
      /** The entries about one case: a KYC submission, an order, a withdrawal ... */
      target: { type: AuditTargetType; id: string };
      personId?: never;
    }
  | {
      /** The entries by or about one person: what they did as staff, and what was done to their account. */
      personId: string;
      target?: never;
    }
);

/**
 * The audit of one case or one person, newest first, for the console's case pages: who did
 * what and when, the reason they gave, and what changed.
 */
export function AuditTrail({ title = 'Audit trail', ...subject }: AuditTrailProps) {
  const query = subject.target
    ? { targetType: subject.target.type, targetId: subject.target.id }
    : { personId: subject.personId };
  return (
    <DetailSection title={title}>
      <AuditEntries query={query} label={title} />
    </DetailSection>
  );
}
