import { formatKobo, payoutDecisionBodySchema, type AdminPayout } from '../../contract';
import { ReasonDialog, type ReasonField } from '../console';
import { useDecidePayout, type PayoutDecision } from './api';
import { bankText, ownerName } from './payoutView';

const titles: Record<PayoutDecision, string> = { retry: 'Send this payout again', return: 'Leave the money in the wallet' };
const confirms: Record<PayoutDecision, string> = { retry: 'Send again', return: 'Return to wallet' };

const payoutReason: ReasonField = {
  description: 'Kept in the audit with your name.',
  maxLength: 500,
  schema: payoutDecisionBodySchema.entries.reason,
};

interface DecisionDialogProps {
  payout: AdminPayout;
  decision: PayoutDecision;
  onClose: () => void;
  /** Someone decided it first, or the wallet no longer holds the amount: the page shows why and reads the list again. */
  onRefused: (message: string) => void;
}

/** Confirms a retry or a return with the reason the audit keeps; the owner is told either way. */
export function DecisionDialog({ payout, decision, onClose, onRefused }: DecisionDialogProps) {
  const decide = useDecidePayout();
  const amount = formatKobo(payout.amountKobo);
  const owner = ownerName(payout);
  return (
    <ReasonDialog
      title={titles[decision]}
      description={
        decision === 'retry'
          ? `${amount} is taken again from ${owner}’s available balance and sent to the bank account they have saved now. They are told by e-mail and in the app.`
          : `The ${amount} stays in ${owner}’s available balance (it went back there when the bank refused ${bankText(payout)}). They are told to check their bank details and withdraw again.`
      }
      confirmLabel={confirms[decision]}
      doneText={decision === 'retry' ? `${amount} sent again to ${owner}` : `${amount} left in ${owner}’s wallet`}
      field={payoutReason}
      onConfirm={(reason, signal) => decide(payout.id, decision, { reason }, signal)}
      onClose={onClose}
      refusedWhen={(error) => error.status === 409}
      onRefused={(error) => onRefused(error.message)}
    />
  );
}
