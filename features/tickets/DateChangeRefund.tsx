import { useState } from 'react';
import { useMutation } from '../../client';
import type { TicketOrderDetail } from '../../contract';
import { Button, Modal, Stack, Text, toast } from '../../ui';
import { useRefundTicketOrder } from './api';
import { ProblemNotice } from './ProblemNotice';
import { dateTime } from './ticketView';
import { formatKobo } from '../../contract';

export const REFUND_BUTTON = 'Ask for a refund';
export const REFUND_DIALOG_TITLE = 'Refund your tickets?';
export const REFUND_CONFIRM = 'Refund my tickets';

/** What giving the tickets back does, said before the buyer confirms. */
export function refundConsequences(order: Pick<TicketOrderDetail, 'admits' | 'totalKobo'>): string {
  const tickets = order.admits === 1 ? 'Your ticket stops' : `Your ${order.admits} tickets stop`;
  const money = order.totalKobo > 0 ? ` and ${formatKobo(order.totalKobo)} goes back to your Kampus wallet at once` : '';
  return `${tickets} admitting anyone${money}. This cannot be undone.`;
}

/** The toast once refunded. */
export function refundedMessage(order: Pick<TicketOrderDetail, 'totalKobo'>): string {
  return order.totalKobo > 0
    ? `Refunded: ${formatKobo(order.totalKobo)} is back in your Kampus wallet.`
    : 'Your tickets were given back.';
}

function RefundDialog({ order, isOpen, onClose }: { order: TicketOrderDetail; isOpen: boolean; onClose: () => void }) {
  const refund = useMutation(useRefundTicketOrder(order.id));

  function close() {
    if (refund.sending) return;
    refund.reset();
    onClose();
  }

  async function confirm() {
    const result = await refund.trigger();
    if (!result.ok) return;
    toast.success(refundedMessage(order));
    onClose();
  }

  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      role="alertdialog"
      title={REFUND_DIALOG_TITLE}
      actions={(dismiss) => (
        <>
          <Button variant="outline" onPress={dismiss}>
            Keep my tickets
          </Button>
          <Button tone="critical" isPending={refund.sending} onPress={() => void confirm()}>
            {REFUND_CONFIRM}
          </Button>
        </>
      )}
    >
      <Stack space="3">
        <p>{refundConsequences(order)}</p>
        {refund.error && <ProblemNotice>{refund.error.message}</ProblemNotice>}
      </Stack>
    </Modal>
  );
}

/**
 * The organiser moved the start by more than an hour since the buyer bought: from when to when,
 * and, until the new start, 'Ask for a refund' with a confirmation naming what it does.
 */
export function DateChangeRefund({ order }: { order: TicketOrderDetail }) {
  const [open, setOpen] = useState(false);
  if (!order.dateChange) return null;
  return (
    <>
      <p>
        The organiser moved this event. It was to start {dateTime(order.dateChange.previousStartsAt)}; it now starts{' '}
        {dateTime(order.event.startsAt)}.
      </p>
      {order.canRequestRefund && (
        <>
          <Text size="sm" tone="muted">
            If the new time does not suit you, you can ask for a full refund until the event starts.
          </Text>
          <div>
            <Button variant="outline" size="sm" onPress={() => setOpen(true)}>
              {REFUND_BUTTON}
            </Button>
          </div>
          <RefundDialog order={order} isOpen={open} onClose={() => setOpen(false)} />
        </>
      )}
    </>
  );
}
