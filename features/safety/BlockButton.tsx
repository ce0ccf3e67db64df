import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useMutation } from '../../client';
import { Button, Modal, Notice, Stack, Text, toast } from '../../ui';
import { useBlock } from './api';
import { BLOCK_CONSEQUENCES, blockedMessage, blockTitle, LOG_IN_TO_BLOCK_MESSAGE } from './blockText';
import { useSignedInAction } from './useSignedInAction';

export interface BlockButtonProps {
  person: { id: string; name: string };
  /** After the block: the page leaves, as the person's profile and listings are now hidden from the blocker. */
  onBlocked?: () => void;
}

/**
 * 'Block' and its confirmation, which says what a block does and that the person is not told.
 * A guest is sent to log in and brought back to the page.
 */
export function BlockButton({ person, onBlocked }: BlockButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const open = useSignedInAction(LOG_IN_TO_BLOCK_MESSAGE, () => setOpen(true));
  const block = useBlock();
  const blocking = useMutation((_: void, signal) => block(person.id, signal));

  async function confirm() {
    const result = await blocking.trigger();
    if (!result.ok) return;
    setOpen(false);
    toast.success(blockedMessage(person.name));
    onBlocked?.();
  }

  return (
    <>
      <Button variant="transparent" tone="neutral" size="sm" iconStart={<Ban size={16} aria-hidden="true" />} onPress={open}>
        Block
      </Button>
      <Modal
        isOpen={isOpen}
        onClose={() => {
          if (blocking.sending) return;
          blocking.reset();
          setOpen(false);
        }}
        role="alertdialog"
        size="sm"
        title={blockTitle(person.name)}
        actions={(close) => (
          <>
            <Button variant="outline" onPress={close} isDisabled={blocking.sending}>
              Cancel
            </Button>
            <Button tone="critical" isPending={blocking.sending} onPress={() => void confirm()}>
              Block
            </Button>
          </>
        )}
      >
        <Stack space="3">
          <Text size="sm">{BLOCK_CONSEQUENCES}</Text>
          {blocking.error && (
            <Notice as="p" role="alert" tone="critical">
              {blocking.error.message}
            </Notice>
          )}
        </Stack>
      </Modal>
    </>
  );
}
