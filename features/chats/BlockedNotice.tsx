import { CHAT_BLOCKED, type ChatParty } from '../../contract';
import { ApiError, useMutation } from '../../client';
import { Button, Stack, Text, toast } from '../../ui';
import { unblockedMessage, useBlockedPeople, useUnblock } from '../safety';
import * as styles from './chats.css';

/** A send refused because one of the two blocked the other: the composer gives way to CHAT_BLOCKED. */
export function isBlockedRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.message === CHAT_BLOCKED;
}

/**
 * In place of the composer once one of the two blocked the other. Whoever blocked also reads that
 * they did and may unblock here; the blocked person reads CHAT_BLOCKED alone, as a block is silent.
 */
export function BlockedNotice({ party, onUnblocked }: { party: ChatParty; onUnblocked: () => void }) {
  const blocked = useBlockedPeople();
  const unblock = useUnblock();
  const unblocking = useMutation((_: void, signal) => unblock(party.id, signal));
  const blockedByMe = blocked.data?.some((person) => person.userId === party.id) ?? false;

  async function confirm() {
    const result = await unblocking.trigger();
    if (!result.ok) return;
    toast.success(unblockedMessage(party.name));
    onUnblocked();
  }

  return (
    <div className={styles.blockedNotice}>
      <Stack space="2" align="center">
        <p role="status">{CHAT_BLOCKED}</p>
        {blockedByMe && (
          <>
            <Text as="p" size="sm">
              You blocked {party.name}. Unblock them to message each other again.
            </Text>
            <Button variant="outline" size="sm" isPending={unblocking.sending} onPress={() => void confirm()}>
              Unblock
            </Button>
          </>
        )}
        {unblocking.error && (
          <Text size="sm" tone="critical" role="alert">
            {unblocking.error.message}
          </Text>
        )}
      </Stack>
    </div>
  );
}
