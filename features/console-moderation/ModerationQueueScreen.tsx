import { ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { formatDateTime, type ModerationQueueItem } from '../../contract';
import { consolePaths } from '../../client';
import { Badge, Inline, Text, ToggleButton, ToggleButtonGroup } from '../../ui';
import { QueueCard, QueueScreen } from '../console';
import { useModerationQueue, type QueueStatus } from './api';
import { plural, queueBadges } from './moderationView';

function When({ at, label }: { at: string; label: string }) {
  return (
    <Text as="span" size="sm" tone="muted">
      {`${label} `}
      <time dateTime={at}>{formatDateTime(at)}</time>
    </Text>
  );
}

function QueueRow({ item }: { item: ModerationQueueItem }) {
  const { target } = item;
  return (
    <QueueCard
      href={consolePaths.moderationCase(target.kind, target.id)}
      title={target.label}
      badges={queueBadges(item).map((look) => (
        <Badge key={look.label} tone={look.tone}>
          {look.label}
        </Badge>
      ))}
    >
      <Text size="sm" tone="muted">{`Owner: ${target.owner.name} (${target.owner.email})`}</Text>
      <Inline space="4">
        {item.openReports > 0 && (
          <Text as="span" weight="semibold">
            {plural(item.openReports, 'open report')}
          </Text>
        )}
        <When at={item.newestAt} label="Newest evidence" />
        {item.oldestOpenAt && item.oldestOpenAt !== item.newestAt && <When at={item.oldestOpenAt} label="Waiting since" />}
      </Inline>
    </QueueCard>
  );
}

const texts: Record<
  QueueStatus,
  { count: [one: string, many: string]; label: string; empty: { title: string; description: string } }
> = {
  open: {
    count: ['case to review', 'cases to review'],
    label: 'Cases to review',
    empty: {
      title: 'Nothing to review',
      description: 'No open reports or off-platform flags. New ones appear here as students report.',
    },
  },
  closed: {
    count: ['closed case', 'closed cases'],
    label: 'Closed cases',
    empty: { title: 'No closed cases', description: 'Cases appear here once staff have decided their reports.' },
  },
};

/**
 * /admin/moderation: students' reports grouped by what they report, with the chat messages Kampus
 * flagged as taking payment off Kampus; open cases first, newest evidence first; closed ones under
 * Closed (`?status=closed`).
 */
export function ModerationQueueScreen() {
  const [search, setSearch] = useSearchParams();
  const status: QueueStatus = search.get('status') === 'closed' ? 'closed' : 'open';
  const read = useModerationQueue(status);
  const text = texts[status];
  return (
    <QueueScreen
      title="Moderation"
      intro="Reports from students and messages Kampus flagged, grouped by what they are about, newest evidence first. Each decision asks a reason, which the reporters and the owner are told."
      filter={
        <Inline>
          <ToggleButtonGroup
            aria-label="Show"
            selectedKey={status}
            onSelectionChange={(key) => setSearch(key === 'closed' ? { status: 'closed' } : {})}
          >
            <ToggleButton id="open">Open</ToggleButton>
            <ToggleButton id="closed">Closed</ToggleButton>
          </ToggleButtonGroup>
        </Inline>
      }
      read={read}
      empty={{ icon: <ShieldCheck aria-hidden="true" />, ...text.empty }}
      count={(items) => plural(items.length, ...text.count)}
      label={text.label}
      errorTitle="The moderation queue could not be loaded"
      loadingLabel="Loading the moderation queue"
    >
      {(item) => <QueueRow key={`${item.target.kind}-${item.target.id}`} item={item} />}
    </QueueScreen>
  );
}
