import { useId, useState } from 'react';
import {
  kycRejectionReasonLabels,
  kycRejectionReasons,
  kycRejectionText,
  rejectKycBodySchema,
  type AdminKycSubmission,
  type KycRejectionReason,
} from '../../contract';
import { ApiError, errorMessage, useForm, useMutation } from '../../client';
import { Button, Modal, Notice, Radio, RadioGroup, Stack, Text, TextArea, toast } from '../../ui';
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
    <Modal
      isOpen
      onClose={onClose}
      title={`Approve ${name}?`}
      actions={
        <>
          <Button variant="outline" onPress={onClose}>
            Cancel
          </Button>
          <Button isPending={approval.sending} onPress={() => void approve()}>
            Approve
          </Button>
        </>
      }
    >
      <Stack space="3">
        <Text>{`${name} can sell on Kampus at once and is told by e-mail. The audit keeps your name with the decision.`}</Text>
        <Notice tone="critical" role="alert">
          {approval.error && approval.error.status !== 409 ? approval.error.message : ''}
        </Notice>
      </Stack>
    </Modal>
  );
}

const rejectFields = ['reason', 'message'] as const;

/** A rejection: a reason from the list and the message the student receives with it. */
export function RejectDialog({ submission, onClose, onDecidedFirst }: DecisionDialogProps) {
  const formId = useId();
  const decide = useDecideKyc(submission.id);
  const [failure, setFailure] = useState('');
  const name = applicantName(submission);
  const form = useForm({
    schema: rejectKycBodySchema,
    fields: rejectFields,
    onValid: async (body, signal) => {
      setFailure('');
      try {
        await decide('reject', body, signal);
        if (signal.aborted) return;
        toast.success(`${name}’s KYC is rejected; they are told why`);
        onClose();
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ApiError && error.status === 409) {
          onClose();
          onDecidedFirst(error.message);
        } else if (!form.showServerErrors(error)) setFailure(errorMessage(error));
      }
    },
  });
  const reason = form.values.reason as KycRejectionReason | '';
  const message = form.values.message.trim();
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={`Reject ${name}’s KYC`}
      actions={
        <>
          <Button variant="outline" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} tone="critical" isPending={form.isPending}>
            Reject
          </Button>
        </>
      }
    >
      <Stack space="4">
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
        <Notice tone="critical" role="alert">
          {failure}
        </Notice>
      </Stack>
    </Modal>
  );
}
