import { auditActionLabel, formatDateTime, type AuditEntry } from '../../contract';
import { errorMessage } from '../../client';
import { Button, Inline, Link, LoadError, Notice, Skeleton, SkeletonRegion, Stack, Text } from '../../ui';
import { useAuditEntries, type AuditQuery } from './api';
import { auditChanges } from './auditChanges';
import { auditTargetHref, auditTargetName } from './auditTargets';

function Actor({ actor }: { actor: AuditEntry['actor'] }) {
  if (!actor) return <>by the command line or the server</>;
  return (
    <>
      by {actor.email} ({actor.role})
    </>
  );
}

function Target({ target }: { target: AuditEntry['target'] }) {
  const href = auditTargetHref(target);
  const name = `${auditTargetName(target.type)} ${target.id}`;
  return href ? <Link href={href}>{name}</Link> : <>{name}</>;
}

function Entry({ entry, showTarget }: { entry: AuditEntry; showTarget: boolean }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <Stack as="li" space="1">
      <Inline space="2" alignY="center">
        <Text as="strong" weight="semibold">
          {auditActionLabel(entry.action)}
        </Text>
        <Text as="time" size="sm" tone="muted" dateTime={entry.at}>
          {formatDateTime(entry.at)}
        </Text>
      </Inline>
      <Text size="sm">
        <Actor actor={entry.actor} />
        {showTarget ? (
          <>
            {' · '}
            <Target target={entry.target} />
          </>
        ) : null}
      </Text>
      {entry.reason ? <Text size="sm">Reason: {entry.reason}</Text> : null}
      {changes.length > 0 ? (
        <Stack as="ul" space="1" aria-label="Changes">
          {changes.map((change) => (
            <Text key={change.field} as="li" size="sm" tone="muted">
              {change.field}: {change.before} → {change.after}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

export interface AuditEntriesProps {
  query: AuditQuery;
  /** The list's accessible name, e.g. 'Audit trail'. */
  label: string;
  /** Name each entry's target (the full audit); a case's own trail leaves it out. */
  showTarget?: boolean;
  emptyText?: string;
}

/** Entries of the audit matching `query`, newest first, with 'Show older entries' while there are more. */
export function AuditEntries({
  query,
  label,
  showTarget = false,
  emptyText = 'No staff action recorded yet.',
}: AuditEntriesProps) {
  const { entries, error, retry, hasMore, loadOlder, loadingOlder, olderError } = useAuditEntries(query);
  if (error && !entries)
    return <LoadError title="The audit could not be loaded" message={errorMessage(error)} onRetry={retry} headingLevel={3} />;
  if (!entries) {
    return (
      <SkeletonRegion label="Loading the audit">
        <Skeleton lines={4} />
      </SkeletonRegion>
    );
  }
  if (entries.length === 0) return <Text tone="muted">{emptyText}</Text>;
  return (
    <Stack space="4">
      <Stack as="ol" space="6" aria-label={label}>
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} showTarget={showTarget} />
        ))}
      </Stack>
      {olderError ? (
        <Notice tone="critical" role="alert">
          {olderError}
        </Notice>
      ) : null}
      {hasMore ? (
        <Inline>
          <Button variant="outline" size="sm" isPending={loadingOlder} onPress={() => void loadOlder()}>
            Show older entries
          </Button>
        </Inline>
      ) : null}
    </Stack>
  );
}
