import { IdCard } from 'lucide-react';
import type { AdminKycSubmission } from '../../contract';
import { consolePaths } from '../../client';
import { Badge, Text, useNow } from '../../ui';
import { QueueCard, QueueScreen } from '../console';
import { useKycQueue } from './api';
import { accountTypeLabels, applicantName, waitingText } from './kycView';

function QueueRow({ submission, now }: { submission: AdminKycSubmission; now: number }) {
  return (
    <QueueCard
      href={consolePaths.kycSubmission(submission.id)}
      title={applicantName(submission)}
      badges={
        <>
          <Badge tone="neutral">{accountTypeLabels[submission.accountType]}</Badge>
          {submission.brandName && <Badge tone="info">{submission.brandName}</Badge>}
        </>
      }
    >
      <Text size="sm" tone="muted">{`${submission.university} · ${submission.user.email}`}</Text>
      <Text as="span" size="sm" tone="muted">
        Waiting for <time dateTime={submission.submittedAt}>{waitingText(submission.submittedAt, now)}</time>
      </Text>
    </QueueCard>
  );
}

/** The KYC queue: submissions waiting for a decision, oldest first. */
export function KycQueueScreen() {
  const read = useKycQueue();
  const now = useNow();
  return (
    <QueueScreen
      title="KYC queue"
      intro="Students asking to sell, oldest first. Compare each student ID with the name, university and NIN given before deciding."
      read={read}
      empty={{
        icon: <IdCard aria-hidden="true" />,
        title: 'No KYC waiting',
        description: 'Every submission has been decided. New ones appear here as students apply to sell.',
      }}
      count={(items) => `${items.length} waiting for a decision`}
      label="Waiting submissions"
      errorTitle="The KYC queue could not be loaded"
      loadingLabel="Loading the KYC queue"
    >
      {(submission) => <QueueRow key={submission.id} submission={submission} now={now} />}
    </QueueScreen>
  );
}
