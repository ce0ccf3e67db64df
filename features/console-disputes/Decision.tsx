import { useId, useMemo, useState } from 'react';
import { formatDateTime, formatKobo, type AdminDisputeCase, type DecideDisputeBody } from '../../contract';
import { ApiError, errorMessage, useForm, useMutation } from '../../client';
import { Button, DetailSection, Notice, Radio, RadioGroup, Stack, Text, TextArea, TextField, toast } from '../../ui';
import { ActionDialog, useStaffMay } from '../console';
import { useCaseAction } from './api';
import { SharesList } from './CaseFacts';
import { checkBuyerShare, decisionFields, decisionFormSchema, sharesOf, type Shares } from './decisionShares';
import { isDecidedFirst, outcomeLabels, type Outcome } from './disputeView';
import * as styles from './disputes.css';
import type { OnDecidedFirst } from './Questions';

function isOutcome(value: string): value is Outcome {
  return value === 'refund' || value === 'release' || value === 'split';
}

/** The decision once made: the outcome, who got what, the reason, and who decided when. */
function DecisionMade({ decision }: { decision: NonNullable<AdminDisputeCase['decision']> }) {
  return (
    <DetailSection title="Decision">
      <Stack space="3">
        <Text weight="semibold">{outcomeLabels[decision.outcome]}</Text>
        <SharesList shares={decision} label="Decided shares" />
        {decision.reason && <blockquote className={styles.quote}>{decision.reason}</blockquote>}
        <Text size="sm" tone="muted">
          {decision.decidedBy
            ? `Decided by ${decision.decidedBy.email}, ${formatDateTime(decision.decidedAt)}`
            : `Decided automatically: the seller did not answer in time, ${formatDateTime(decision.decidedAt)}`}
        </Text>
      </Stack>
    </DetailSection>
  );
}

interface ConfirmProps {
  body: DecideDisputeBody;
  shares: Shares;
  sending: boolean;
  failure: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** The last step before the money moves: what will happen, said once more. */
function ConfirmDecision({ body, shares, sending, failure, onConfirm, onClose }: ConfirmProps) {
  return (
    <ActionDialog
      title="Confirm the decision"
      role="alertdialog"
      cancelLabel="Go back"
      confirmLabel="Confirm decision"
      onConfirm={onConfirm}
      isPending={sending}
      failure={failure}
      onClose={onClose}
    >
      <Text weight="semibold">{outcomeLabels[body.outcome]}</Text>
      <SharesList shares={shares} label="Shares to confirm" />
      <Stack space="1">
        <Text size="sm" weight="semibold">
          Reason both parties read
        </Text>
        <blockquote className={styles.quote}>{body.reason}</blockquote>
      </Stack>
      <Text>The money leaves escrow at once, and the decision cannot be changed.</Text>
    </ActionDialog>
  );
}

/** What the outcomes give, to read beside each choice. */
function outcomeDescriptions(dispute: AdminDisputeCase): Record<Outcome, string> {
  const release = sharesOf(dispute, 'release');
  return {
    refund: `All ${formatKobo(dispute.totalKobo)} back to the buyer’s wallet.`,
    release: `${formatKobo(release.sellerKobo)} to the seller after the ${formatKobo(release.feeKobo)} fee.`,
    split: 'Type the buyer’s share; the seller gets the rest, less its part of the fee.',
  };
}

interface DecisionFormProps {
  dispute: AdminDisputeCase;
  /** `decide` moves the money after a confirmation; `propose` suggests it to those who decide. */
  mode: 'decide' | 'propose';
  onDecidedFirst: OnDecidedFirst;
}

/** Refund, release or split by amount, with the reason both parties read; a proposal starts it off. */
function DecisionForm({ dispute, mode, onDecidedFirst }: DecisionFormProps) {
  const run = useCaseAction(dispute.kind, dispute.id);
  const [confirming, setConfirming] = useState<DecideDisputeBody | null>(null);
  const [failure, setFailure] = useState('');
  const schema = useMemo(() => decisionFormSchema(dispute.totalKobo), [dispute.totalKobo]);
  const { proposal } = dispute;

  const refused = (error: unknown): void => {
    if (error instanceof ApiError && isDecidedFirst(error)) {
      setConfirming(null);
      onDecidedFirst(error);
      return;
    }
    if (form.showServerErrors(error)) setConfirming(null);
    else setFailure(errorMessage(error));
  };

  const form = useForm({
    schema,
    fields: decisionFields,
    initialValues: proposal
      ? {
          outcome: proposal.outcome,
          buyerShare: proposal.outcome === 'split' ? formatKobo(proposal.buyerKobo) : '',
          reason: proposal.reason,
        }
      : undefined,
    onValid: async (body, signal) => {
      setFailure('');
      if (mode === 'decide') {
        setConfirming(body);
        return;
      }
      try {
        await run('proposal', body, signal);
        if (!signal.aborted) toast.success('Proposal saved');
      } catch (error) {
        if (!signal.aborted) refused(error);
      }
    },
  });

  const decide = useMutation((body: DecideDisputeBody, signal) => run('decision', body, signal));
  const confirm = async () => {
    if (!confirming) return;
    setFailure('');
    const result = await decide.trigger(confirming);
    if (result.ok) {
      setConfirming(null);
      toast.success('Dispute decided');
    } else if (!result.aborted) refused(result.error);
  };

  const outcome = isOutcome(form.values.outcome) ? form.values.outcome : null;
  const share = outcome === 'split' ? checkBuyerShare(form.values.buyerShare, dispute.totalKobo) : null;
  const shares = outcome && (outcome !== 'split' || share?.kobo !== undefined) ? sharesOf(dispute, outcome, share?.kobo) : null;
  const descriptions = outcomeDescriptions(dispute);
  const formId = useId();

  return (
    <DetailSection title={mode === 'decide' ? 'Decide' : 'Propose a decision'}>
      <form {...form.formProps} id={formId}>
        <Stack space="4">
          {mode === 'propose' && (
            <Text tone="muted">Administrators and finance decide disputes; your proposal is shown to them with its reason.</Text>
          )}
          <RadioGroup {...form.field('outcome')} label="Outcome" isRequired>
            {(['refund', 'release', 'split'] as const).map((choice) => (
              <Radio key={choice} value={choice} description={descriptions[choice]}>
                {outcomeLabels[choice]}
              </Radio>
            ))}
          </RadioGroup>
          {outcome === 'split' && (
            <TextField
              {...form.field('buyerShare')}
              label="Buyer’s share (₦)"
              description={`Less than the ${formatKobo(dispute.totalKobo)} in escrow.`}
              inputMode="decimal"
              isRequired
            />
          )}
          <Stack space="2" aria-live="polite">
            {shares ? (
              <SharesList shares={shares} label="Who gets what" />
            ) : (
              outcome === 'split' && (
                <Text size="sm" tone="muted">
                  The seller’s share shows once the buyer’s share is typed.
                </Text>
              )
            )}
          </Stack>
          <TextArea
            {...form.field('reason')}
            label="Reason"
            description="Both the buyer and the seller read this."
            isRequired
            rows={4}
            maxLength={1000}
          />
          {!confirming && (
            <Notice tone="critical" role="alert">
              {failure}
            </Notice>
          )}
          <div>
            <Button type="submit" isPending={form.isPending}>
              {mode === 'decide' ? 'Review decision' : 'Propose decision'}
            </Button>
          </div>
        </Stack>
      </form>
      {confirming && (
        <ConfirmDecision
          body={confirming}
          shares={sharesOf(dispute, confirming.outcome, confirming.outcome === 'split' ? confirming.buyerKobo : 0)}
          sending={decide.sending}
          failure={failure}
          onConfirm={() => void confirm()}
          onClose={() => {
            setConfirming(null);
            setFailure('');
          }}
        />
      )}
    </DetailSection>
  );
}

/** The decision if made; else the form the staff member's role allows (decide, or propose), or who may. */
export function Decision({ dispute, onDecidedFirst }: { dispute: AdminDisputeCase; onDecidedFirst: OnDecidedFirst }) {
  const mayDecide = useStaffMay('disputes.decide');
  const mayPropose = useStaffMay('disputes.propose');
  if (dispute.decision) return <DecisionMade decision={dispute.decision} />;
  if (mayDecide) return <DecisionForm dispute={dispute} mode="decide" onDecidedFirst={onDecidedFirst} />;
  if (mayPropose) return <DecisionForm dispute={dispute} mode="propose" onDecidedFirst={onDecidedFirst} />;
  return (
    <DetailSection title="Decision">
      <Text tone="muted">Waiting for a decision: administrators and finance decide disputes.</Text>
    </DetailSection>
  );
}
