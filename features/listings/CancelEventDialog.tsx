import { useState } from 'react';
import * as v from 'valibot';
import { ApiError, errorMessage } from '../../client';
import { cancelEventBodySchema, type MyListing } from '../../contract';
import { Button, Modal, TextArea, toast } from '../../ui';
import { cancelEvent } from './api';
import * as styles from './listings.css';

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

/** 'Cancel event': names the consequences, asks a reason, then cancels (the server refunds every ticket). */
export function CancelEventDialog({ listing, onClose, onCancelled }: CancelEventDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  function close() {
    if (busy) return;
    setReason('');
    setError(undefined);
    onClose();
  }

  async function confirm(event: MyListing) {
    const body = v.safeParse(cancelEventBodySchema, { reason });
    if (!body.success) {
      setError(body.issues[0].message);
      return;
    }
    setBusy(true);
    try {
      const { refundedOrders } = await cancelEvent(event.id, body.output);
      toast.success(cancelledMessage(event.title, refundedOrders));
      setReason('');
      setError(undefined);
      await onCancelled(event);
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors.reason) setError(failure.fieldErrors.reason);
      else toast.error(errorMessage(failure));
    } finally {
      setBusy(false);
    }
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
          <Button variant="danger" isPending={busy} onPress={() => listing && void confirm(listing)}>
            Cancel event
          </Button>
        </>
      )}
    >
      <div className={styles.dialogBody}>
        <p>{CANCEL_CONSEQUENCES}</p>
        <TextArea
          label="Reason"
          description="Buyers read it in their notification and e-mail."
          isRequired
          maxLength={500}
          rows={3}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setError(undefined);
          }}
          validationError={error}
        />
      </div>
    </Modal>
  );
}
