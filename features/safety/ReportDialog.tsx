import { useId, useState } from 'react';
import { REPORT_ALREADY_OPEN, REPORT_SENT, reportReasonLabels, reportReasons } from '../../contract';
import { useForm, useMutation, type Mutation } from '../../client';
import { Button, Modal, Notice, Radio, RadioGroup, Stack, Text, TextArea, toast } from '../../ui';
import { sendReport } from './api';
import { REPORT_DETAILS_MAX, reportFormFields, reportFormSchema, reportTitle, type ReportTarget } from './reportForm';

export interface ReportDialogProps {
  target: ReportTarget;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

type Sending = Mutation<Parameters<typeof sendReport>[0], unknown>;

/** The form inside the dialog: it mounts with the dialog, so each opening starts blank. */
function ReportForm({
  formId,
  target,
  sending,
  onSent,
}: {
  formId: string;
  target: ReportTarget;
  sending: Sending;
  onSent: () => void;
}) {
  const [refusal, setRefusal] = useState<string>();
  const form = useForm({
    schema: reportFormSchema,
    fields: reportFormFields,
    onValid: async ({ reason, details }, signal) => {
      setRefusal(undefined);
      const result = await sending.trigger({ targetKind: target.kind, targetId: target.id, reason, details });
      if (result.ok) {
        toast.success(REPORT_SENT);
        onSent();
      } else if (!result.aborted && !signal.aborted && !form.showServerErrors(result.error)) {
        // The server's own text for a second report is the product's; the constant guards a bare 409.
        setRefusal(result.error.status === 409 ? REPORT_ALREADY_OPEN : result.error.message);
      }
    },
  });

  return (
    <Stack space="4">
      <Text size="sm">
        You are reporting <strong>{target.label}</strong>. The person you report is not told who reported them.
      </Text>
      <form {...form.formProps} id={formId} aria-label={reportTitle(target.kind)}>
        <Stack space="4">
          <RadioGroup {...form.field('reason')} label="Why are you reporting this?" isRequired>
            {reportReasons.map((reason) => (
              <Radio key={reason} value={reason}>
                {reportReasonLabels[reason]}
              </Radio>
            ))}
          </RadioGroup>
          <TextArea
            {...form.field('details')}
            label="Details (optional)"
            description="What happened? Only the Kampus team reads this."
            maxLength={REPORT_DETAILS_MAX}
            rows={3}
          />
        </Stack>
      </form>
      {refusal && (
        <Notice as="p" role="alert" tone={refusal === REPORT_ALREADY_OPEN ? 'info' : 'critical'}>
          {refusal}
        </Notice>
      )}
    </Stack>
  );
}

/**
 * Report a listing, an event, a person or a chat message: a reason among the contract's, optional
 * details, and Send. Sent, it closes with a 'thank you' toast; a second report of the same thing
 * while the first is open says so in the dialog. Signed-in students only: `ReportButton` sends a
 * guest to log in first.
 */
export function ReportDialog({ target, isOpen, onOpenChange }: ReportDialogProps) {
  const formId = useId();
  // Held here, not in the form: the buttons show it, and Cancel waits for the answer.
  const sending = useMutation(sendReport);
  const close = () => {
    if (!sending.sending) onOpenChange(false);
  };
  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      title={reportTitle(target.kind)}
      size="sm"
      actions={(dismiss) => (
        <>
          <Button variant="outline" onPress={dismiss} isDisabled={sending.sending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isPending={sending.sending}>
            Send
          </Button>
        </>
      )}
    >
      <ReportForm formId={formId} target={target} sending={sending} onSent={() => onOpenChange(false)} />
    </Modal>
  );
}
