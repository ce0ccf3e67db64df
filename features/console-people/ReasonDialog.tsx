import { useId, useState } from 'react';
import * as v from 'valibot';
import { moderationReasonBodySchema, MODERATION_REASON_MAX } from '../../contract';
import { errorMessage, useForm } from '../../client';
import { Button, Modal, Notice, Stack, Text, TextArea, toast } from '../../ui';

const reasonSchema = v.object({ reason: moderationReasonBodySchema.entries.reason });
const reasonFields = ['reason'] as const;

export interface ReasonDialogProps {
  /** The dialog's title: what is about to happen ('Suspend Ada Obi'). */
  title: string;
  /** What the action does, said before the reason is asked. */
  description: string;
  /** The confirming button's words ('Suspend'). */
  confirmLabel: string;
  /** Said in a toast once done. */
  doneText: string;
  /** Sends the action with the reason; rejects with the server's ApiError. */
  onConfirm: (reason: string, signal: AbortSignal) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Every staff action on a person or a listing asks why: the reason is kept in the audit with the
 * change. A refusal (the role may not, someone did it first) is shown in the dialog.
 */
export function ReasonDialog({ title, description, confirmLabel, doneText, onConfirm, onClose }: ReasonDialogProps) {
  const formId = useId();
  const [failure, setFailure] = useState('');
  const form = useForm({
    schema: reasonSchema,
    fields: reasonFields,
    onValid: async ({ reason }, signal) => {
      setFailure('');
      try {
        await onConfirm(reason, signal);
        if (signal.aborted) return;
        toast.success(doneText);
        onClose();
      } catch (error) {
        if (signal.aborted) return;
        if (!form.showServerErrors(error)) setFailure(errorMessage(error));
      }
    },
  });
  return (
    <Modal
      isOpen
      onClose={onClose}
      role="alertdialog"
      title={title}
      actions={
        <>
          <Button variant="outline" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isPending={form.isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack space="4">
        <Text>{description}</Text>
        <form {...form.formProps} id={formId}>
          <TextArea
            {...form.field('reason')}
            label="Reason"
            description="Kept in the audit with the change."
            isRequired
            rows={3}
            maxLength={MODERATION_REASON_MAX}
          />
        </form>
        <Notice tone="critical" role="alert">
          {failure}
        </Notice>
      </Stack>
    </Modal>
  );
}
