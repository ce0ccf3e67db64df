import { useId } from 'react';
import {
  kycRejectionReasonLabels,
  kycRejectionReasons,
  kycRejectionText,
  rejectKycBodySchema,
  type AdminKycSubmission,
  type KycRejectionReason,
} from '../../contract';
import { useMutation } from '../../client';
import { Radio, RadioGroup, Stack, Text, TextArea, toast } from '../../ui';
import { ActionDialog, useActionForm } from '../console';
import { useDecideKyc } from './api';
import { applicantName } from './kycView';
import * as styles from './kyc.css';

interface DecisionDialogProps {
  submission: AdminKycSubmission;
  onClose: () => void;
  /** Someone decided it first: the page says who, and reads the case again. */
  onDecidedFirst: (message: string) => void;
}

/** Confirms an approval: the student may sell at once and is told by e-mail. */
export function ApproveDialog({ submission, onClose, onDecidedFirst }: DecisionDialogProps) {
  const decide = useDecideKyc(submission.id);
  const name = applicantName(submission);
  const approval = useMutation((_: void, signal) => decide('approve', {}, signal));
  const approve = async () => {
    const result = await approval.trigger();
    if (result.ok) {
      toast.success(`${name} is approved as a seller`);
      onClose();
    } else if (!result.aborted && result.error.status === 409) {
      onClose();
      onDecidedFirst(result.error.message);
    }
  };
  return (
    <ActionDialog
      title={`Approve ${name}?`}
      confirmLabel="Approve"
      onConfirm={() => void approve()}
      isPending={approval.sending}
      failure={approval.error && approval.error.status !== 409 ? approval.error.message : ''}
      onClose={onClose}
    >
      <Text>{`${name} can sell on Kampus at once and is told by e-mail. The audit keeps your name with the decision.`}</Text>
    </ActionDialog>
  );
}

const rejectFields = ['reason', 'message'] as const;

/** A rejection: a reason from the list and the message the student receives with it. */
export function RejectDialog({ submission, onClose, onDecidedFirst }: DecisionDialogProps) {
  const formId = useId();
  const decide = useDecideKyc(submission.id);
  const name = applicantName(submission);
  const { form, failure } = useActionForm({
    schema: rejectKycBodySchema,
    fields: rejectFields,
    send: (body, signal) => decide('reject', body, signal),
    doneText: `${name}’s KYC is rejected; they are told why`,
    onClose,
    refusedWhen: (error) => error.status === 409,
    onRefused: (error) => onDecidedFirst(error.message),
  });
  const reason = form.values.reason as KycRejectionReason | '';
  const message = form.values.message.trim();
  return (
    <ActionDialog
      title={`Reject ${name}’s KYC`}
      confirmLabel="Reject"
      confirmTone="critical"
      formId={formId}
      isPending={form.isPending}
      failure={failure}
      onClose={onClose}
    >
      <form {...form.formProps} id={formId}>
        <Stack space="4">
          <RadioGroup {...form.field('reason')} label="Reason" isRequired>
            {kycRejectionReasons.map((code) => (
              <Radio key={code} value={code}>
                {kycRejectionReasonLabels[code]}
              </Radio>
            ))}
          </RadioGroup>
          <TextArea
            {...form.field('message')}
            label="Message to the student"
            description="What to correct before submitting again. Sent by e-mail and shown on their KYC page."
            isRequired
            rows={3}
            maxLength={500}
          />
        </Stack>
      </form>
      {reason && message && (
        <Stack space="1">
          <Text size="sm" weight="semibold">
            The student reads
          </Text>
          <p className={styles.quote}>{kycRejectionText(reason, message)}</p>
        </Stack>
      )}
    </ActionDialog>
  );
}
