import { useId } from 'react';
import { useForm, useMutation } from '../../client';
import { cancelEventBodySchema, type CancelEventBody, type MyListing } from '../../contract';
import { Button, Modal, Stack, TextArea, toast } from '../../ui';
import { cancelEvent } from './api';

/** What the organiser is told before cancelling: what happens to the buyers and their money. */
export const CANCEL_CONSEQUENCES =
  'Every ticket is refunded in full to its buyer and unpaid orders are cancelled. Every buyer is told, with your reason. Guests can no longer be checked in, and this cannot be undone.';

/** The toast once an event is cancelled. */
export function cancelledMessage(title: string, refundedOrders: number): string {
  const orders = refundedOrders === 1 ? '1 ticket order was' : `${refundedOrders} ticket orders were`;
  return `'${title}' was cancelled. ${orders} refunded and every buyer was told.`;
}

export interface CancelEventDialogProps {
  /** The event to cancel; null keeps the dialog closed. */
  listing: MyListing | null;
  onClose: () => void;
  /** After the server cancelled it. */
  onCancelled: (listing: MyListing) => void | Promise<void>;
}

const reasonField = ['reason'] as const;

/** 'Cancel event': names the consequences, asks a reason, then cancels (the server refunds every ticket). */
export function CancelEventDialog({ listing, onClose, onCancelled }: CancelEventDialogProps) {
  const formId = useId();
  const cancel = useMutation(async ({ event, body }: { event: MyListing; body: CancelEventBody }) => {
    const { refundedOrders } = await cancelEvent(event.id, body);
    toast.success(cancelledMessage(event.title, refundedOrders));
    await onCancelled(event);
  });
  const form = useForm({
    schema: cancelEventBodySchema,
    fields: reasonField,
    onValid: async (body) => {
      if (!listing) return;
      const result = await cancel.trigger({ event: listing, body });
      if (result.ok) form.reset();
      else if (!result.aborted && !form.showServerErrors(result.error)) toast.error(result.error.message);
    },
  });

  function close() {
    if (cancel.sending) return;
    form.reset();
    onClose();
  }

  return (
    <Modal
      isOpen={listing !== null}
      onClose={close}
      role="alertdialog"
      title={listing ? `Cancel '${listing.title}'?` : 'Cancel event?'}
      actions={(dismiss) => (
        <>
          <Button variant="outline" onPress={dismiss}>
            Keep event
          </Button>
          <Button tone="critical" type="submit" form={formId} isPending={cancel.sending}>
            Cancel event
          </Button>
        </>
      )}
    >
      <Stack space="4">
        <p>{CANCEL_CONSEQUENCES}</p>
        <form {...form.formProps} id={formId}>
          <TextArea
            {...form.field('reason')}
            label="Reason"
            description="Buyers read it in their notification and e-mail."
            isRequired
            maxLength={500}
            rows={3}
          />
        </form>
      </Stack>
    </Modal>
  );
}
