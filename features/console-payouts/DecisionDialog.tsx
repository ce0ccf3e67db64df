import { useId, useState } from 'react';
import * as v from 'valibot';
import { formatKobo, payoutDecisionBodySchema, type AdminPayout } from '../../contract';
import { ApiError, errorMessage, useForm } from '../../client';
import { Button, Modal, Notice, Stack, Text, TextArea, toast } from '../../ui';
import { useDecidePayout, type PayoutDecision } from './api';
import { bankText, ownerName } from './payoutView';

const reasonSchema = v.object({ reason: payoutDecisionBodySchema.entries.reason });
const reasonFields = ['reason'] as const;

const titles: Record<PayoutDecision, string> = { retry: 'Send this payout again', return: 'Leave the money in the wallet' };
const confirms: Record<PayoutDecision, string> = { retry: 'Send again', return: 'Return to wallet' };

interface DecisionDialogProps {
  payout: AdminPayout;
  decision: PayoutDecision;
  onClose: () => void;
  /** Someone decided it first, or the wallet no longer holds the amount: the page shows why and reads the list again. */
  onRefused: (message: string) => void;
}

/** Confirms a retry or a return with the reason the audit keeps; the owner is told either way. */
export function DecisionDialog({ payout, decision, onClose, onRefused }: DecisionDialogProps) {
  const formId = useId();
  const decide = useDecidePayout();
  const [failure, setFailure] = useState('');
  const amount = formatKobo(payout.amountKobo);
  const form = useForm({
    schema: reasonSchema,
    fields: reasonFields,
    onValid: async ({ reason }, signal) => {
      setFailure('');
      try {
        await decide(payout.id, decision, { reason }, signal);
        if (signal.aborted) return;
        toast.success(
          decision === 'retry'
            ? `${amount} sent again to ${ownerName(payout)}`
            : `${amount} left in ${ownerName(payout)}’s wallet`,
        );
        onClose();
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ApiError && error.status === 409) {
          onClose();
          onRefused(error.message);
        } else if (!form.showServerErrors(error)) setFailure(errorMessage(error));
      }
    },
  });
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={titles[decision]}
      actions={
        <>
          <Button variant="outline" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isPending={form.isPending}>
            {confirms[decision]}
          </Button>
        </>
      }
    >
      <Stack space="4">
        {decision === 'retry' ? (
          <Text>{`${amount} is taken again from ${ownerName(payout)}’s available balance and sent to the bank account they have saved now. They are told by e-mail and in the app.`}</Text>
        ) : (
          <Text>{`The ${amount} stays in ${ownerName(payout)}’s available balance (it went back there when the bank refused ${bankText(payout)}). They are told to check their bank details and withdraw again.`}</Text>
        )}
        <form {...form.formProps} id={formId}>
          <TextArea
            {...form.field('reason')}
            label="Reason"
            description="Kept in the audit with your name."
            isRequired
            rows={3}
            maxLength={500}
          />
        </form>
        <Notice tone="critical" role="alert">
          {failure}
        </Notice>
      </Stack>
    </Modal>
  );
}
