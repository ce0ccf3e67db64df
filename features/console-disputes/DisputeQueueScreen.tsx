import { Scale } from 'lucide-react';
import { formatKobo, type AdminDisputeSummary } from '../../contract';
import { consolePaths } from '../../client';
import { Badge, Inline, Text, useNow } from '../../ui';
import { QueueCard, QueueScreen } from '../console';
import { useDisputeQueue } from './api';
import { ageText, kindLabels, outcomeLabels } from './disputeView';

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function QueueRow({ item, now }: { item: AdminDisputeSummary; now: number }) {
  return (
    <QueueCard
      href={consolePaths.dispute(item.kind, item.id)}
      title={item.title}
      badges={
        <>
          <Badge tone="neutral">{kindLabels[item.kind]}</Badge>
          {item.proposal && <Badge tone="info">{`Proposed: ${outcomeLabels[item.proposal.outcome]}`}</Badge>}
          {item.openQuestions > 0 && (
            <Badge tone="warning">{plural(item.openQuestions, 'question waiting', 'questions waiting')}</Badge>
          )}
          {item.kind === 'order' && !item.answered && <Badge tone="neutral">Seller has not answered</Badge>}
        </>
      }
    >
      <Text size="sm" tone="muted">{`${item.buyer.name} (buyer) and ${item.seller.name} (seller)`}</Text>
      <Inline space="4">
        <Text as="span" weight="semibold" numeric>
          {`${formatKobo(item.amountKobo)} in escrow`}
        </Text>
        <Text as="span" size="sm" tone="muted">
          Open for <time dateTime={item.openedAt}>{ageText(item.openedAt, now)}</time>
        </Text>
      </Inline>
    </QueueCard>
  );
}

/** The dispute desk's queue: product and ticket disputes together, oldest first, with their amount and age. */
export function DisputeQueueScreen() {
  const read = useDisputeQueue();
  const now = useNow();
  return (
    <QueueScreen
      title="Disputes"
      intro="Product and ticket orders in dispute, oldest first. Their money stays in escrow until a case is decided."
      read={read}
      empty={{
        icon: <Scale aria-hidden="true" />,
        title: 'No open disputes',
        description: 'Every dispute has been decided. New ones appear here as buyers open them.',
      }}
      count={(items) => plural(items.length, 'open dispute', 'open disputes')}
      label="Open disputes"
      errorTitle="The disputes could not be loaded"
      loadingLabel="Loading the disputes"
    >
      {(item) => <QueueRow key={`${item.kind}-${item.id}`} item={item} now={now} />}
    </QueueScreen>
  );
}
