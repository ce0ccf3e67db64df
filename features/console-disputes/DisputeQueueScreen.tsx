import { Scale } from 'lucide-react';
import { useId } from 'react';
import { formatKobo, type AdminDisputeSummary } from '../../contract';
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
import { useDisputeQueue } from './api';
import { ageText, kindLabels, outcomeLabels } from './disputeView';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function QueueRow({ item, now }: { item: AdminDisputeSummary; now: number }) {
  const titleId = useId();
  return (
    <Card as="li" padding="md" aria-labelledby={titleId}>
      <Stack space="2">
        <Inline space="2">
          <Badge tone="neutral">{kindLabels[item.kind]}</Badge>
          {item.proposal && <Badge tone="info">{`Proposed: ${outcomeLabels[item.proposal.outcome]}`}</Badge>}
          {item.openQuestions > 0 && (
            <Badge tone="warning">{plural(item.openQuestions, 'question waiting', 'questions waiting')}</Badge>
          )}
          {item.kind === 'order' && !item.answered && <Badge tone="neutral">Seller has not answered</Badge>}
        </Inline>
        <Heading level={2} size="md" id={titleId}>
          <CardLink href={consolePaths.dispute(item.kind, item.id)}>{item.title}</CardLink>
        </Heading>
        <Text size="sm" tone="muted">{`${item.buyer.name} (buyer) and ${item.seller.name} (seller)`}</Text>
        <Inline space="4">
          <Text as="span" weight="semibold" numeric>
            {`${formatKobo(item.amountKobo)} in escrow`}
          </Text>
          <Text as="span" size="sm" tone="muted">
            Open for <time dateTime={item.openedAt}>{ageText(item.openedAt, now)}</time>
          </Text>
        </Inline>
      </Stack>
    </Card>
  );
}

/** The dispute desk's queue: product and ticket disputes together, oldest first, with their amount and age. */
export function DisputeQueueScreen() {
  const { data, error, mutate } = useDisputeQueue();
  const now = useNow();

  let content;
  if (data && data.length === 0) {
    content = (
      <EmptyState
        icon={<Scale aria-hidden="true" />}
        title="No open disputes"
        description="Every dispute has been decided. New ones appear here as buyers open them."
      />
    );
  } else if (data) {
    content = (
      <>
        <Text size="sm" tone="muted" aria-live="polite">
          {plural(data.length, 'open dispute', 'open disputes')}
        </Text>
        <Stack as="ul" space="3" aria-label="Open disputes">
          {data.map((item) => (
            <QueueRow key={`${item.kind}-${item.id}`} item={item} now={now} />
          ))}
        </Stack>
      </>
    );
  } else if (error?.status === 403) {
    content = <EmptyState title="Not for your role" description={error.message} />;
  } else if (error) {
    content = <LoadError title="The disputes could not be loaded" message={error.message} onRetry={() => void mutate()} />;
  } else {
    content = <ListRowsSkeleton label="Loading the disputes" />;
  }

  return (
    <Stack space="5">
      <Stack space="2">
        <PageTitle>Disputes</PageTitle>
        <Text tone="muted">
          Product and ticket orders in dispute, oldest first. Their money stays in escrow until a case is decided.
        </Text>
      </Stack>
      {content}
    </Stack>
  );
}
