import { IdCard } from 'lucide-react';
import { useId } from 'react';
import type { AdminKycSubmission } from '../../contract';
import { consolePaths } from '../../client';
import {
  Badge,
  Card,
  CardLink,
  EmptyState,
  Heading,
  Inline,
  ListRowsSkeleton,
  LoadError,
  PageTitle,
  Stack,
  Text,
  useNow,
} from '../../ui';
import { useKycQueue } from './api';
import { accountTypeLabels, applicantName, waitingText } from './kycView';

function QueueRow({ submission, now }: { submission: AdminKycSubmission; now: number }) {
  const titleId = useId();
  return (
    <Card as="li" padding="md" aria-labelledby={titleId}>
      <Stack space="2">
        <Inline space="2">
          <Badge tone="neutral">{accountTypeLabels[submission.accountType]}</Badge>
          {submission.brandName && <Badge tone="info">{submission.brandName}</Badge>}
        </Inline>
        <Heading level={2} size="md" id={titleId}>
          <CardLink href={consolePaths.kycSubmission(submission.id)}>{applicantName(submission)}</CardLink>
        </Heading>
        <Text size="sm" tone="muted">{`${submission.university} · ${submission.user.email}`}</Text>
        <Text as="span" size="sm" tone="muted">
          Waiting for <time dateTime={submission.submittedAt}>{waitingText(submission.submittedAt, now)}</time>
        </Text>
      </Stack>
    </Card>
  );
}

/** The KYC queue: submissions waiting for a decision, oldest first. */
export function KycQueueScreen() {
  const { data, error, mutate } = useKycQueue();
  const now = useNow();

  let content;
  if (data && data.length === 0) {
    content = (
      <EmptyState
        icon={<IdCard aria-hidden="true" />}
        title="No KYC waiting"
        description="Every submission has been decided. New ones appear here as students apply to sell."
      />
    );
  } else if (data) {
    content = (
      <>
        <Text size="sm" tone="muted" aria-live="polite">
          {`${data.length} waiting for a decision`}
        </Text>
        <Stack as="ul" space="3" aria-label="Waiting submissions">
          {data.map((submission) => (
            <QueueRow key={submission.id} submission={submission} now={now} />
          ))}
        </Stack>
      </>
    );
  } else if (error?.status === 403) {
    content = <EmptyState title="Not for your role" description={error.message} />;
  } else if (error) {
    content = <LoadError title="The KYC queue could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  } else {
    content = <ListRowsSkeleton label="Loading the KYC queue" />;
  }

  return (
    <Stack space="5">
      <Stack space="2">
        <PageTitle>KYC queue</PageTitle>
        <Text tone="muted">
          Students asking to sell, oldest first. Compare each student ID with the name, university and NIN given before deciding.
        </Text>
      </Stack>
      {content}
    </Stack>
  );
}
