import { UserRoundCheck } from 'lucide-react';
import { useMutation } from '../../client';
import { formatLongDate, type BlockedPerson } from '../../contract';
import { Avatar, Button, EmptyState, LoadError, Skeleton, SkeletonRegion, Stack, Text, textClassName, toast } from '../../ui';
import { useBlockedPeople, useUnblock } from './api';
import { unblockedMessage } from './blockText';
import * as styles from './safety.css';

export const NO_BLOCKED_PEOPLE_TITLE = 'You have not blocked anyone';

function BlockedRow({ person }: { person: BlockedPerson }) {
  const unblock = useUnblock();
  const unblocking = useMutation((_: void, signal) => unblock(person.userId, signal));
  async function press() {
    const result = await unblocking.trigger();
    if (result.ok) toast.success(unblockedMessage(person.name));
    else if (!result.aborted) toast.error(result.error.message);
  }
  const nameId = `blocked-${person.userId}`;
  return (
    <li className={styles.person} aria-labelledby={nameId}>
      <Avatar name={person.name} src={person.avatar ?? undefined} size="md" />
      <div className={styles.personText}>
        <span id={nameId} className={textClassName({ weight: 'semibold' })}>
          {person.name}
        </span>
        <Text as="span" size="sm" tone="muted">
          Blocked on {formatLongDate(person.blockedAt)}
        </Text>
      </div>
      <Button
        variant="outline"
        size="sm"
        isPending={unblocking.sending}
        onPress={() => void press()}
        aria-label={`Unblock ${person.name}`}
      >
        Unblock
      </Button>
    </li>
  );
}

/**
 * {dashboard}/settings/blocked: the people the student blocked, each with Unblock. A block is
 * silent, and so is an unblock: the other person is never told.
 */
export function BlockedPeopleScreen() {
  const { data: people, error, mutate } = useBlockedPeople();
  let content;
  if (people && people.length > 0)
    content = (
      <ul aria-label="Blocked people" className={styles.people}>
        {people.map((person) => (
          <BlockedRow key={person.userId} person={person} />
        ))}
      </ul>
    );
  else if (people)
    content = (
      <EmptyState
        size="sm"
        headingLevel={3}
        icon={<UserRoundCheck aria-hidden="true" />}
        title={NO_BLOCKED_PEOPLE_TITLE}
        description="Block someone from their profile or your chat with them."
      />
    );
  else if (error)
    content = (
      <LoadError
        headingLevel={3}
        title="Your blocked people could not be loaded"
        message={error.message}
        onRetry={() => void mutate()}
      />
    );
  else
    content = (
      <SkeletonRegion label="Loading your blocked people">
        <Skeleton lines={3} />
      </SkeletonRegion>
    );
  return (
    <section className={styles.panel} aria-labelledby="blocked-people-title">
      <Stack space="4">
        <Stack space="1">
          <h2 id="blocked-people-title" className={textClassName({ size: 'lg', weight: 'semibold' })}>
            Blocked people
          </h2>
          <Text size="sm" tone="muted">
            You and the people you block cannot message each other, and you do not see their listings. They are not told.
          </Text>
        </Stack>
        {content}
      </Stack>
    </section>
  );
}
