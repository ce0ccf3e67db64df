import { useState, type ReactNode } from 'react';
import type * as v from 'valibot';
import { ApiError, errorMessage, useForm } from '../../client';
import { Button, Modal, Notice, Stack, toast } from '../../ui';

export interface ActionDialogProps {
  /** What is about to happen ('Suspend Ada Obi'). */
  title: string;
  /** `alertdialog` where the action cannot be taken back. */
  role?: 'alertdialog';
  /** The confirming button's words ('Suspend'). */
  confirmLabel: string;
  confirmTone?: 'critical';
  /** The Cancel button's words where going back is not cancelling ('Go back'). */
  cancelLabel?: string;
  /** The form the confirming button submits; without it the button calls `onConfirm`. */
  formId?: string;
  onConfirm?: () => void;
  isPending: boolean;
  /** A refusal to show under the body (a role that may not, the network). */
  failure: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of every staff action's confirmation: what it does, the fields it asks for, Cancel
 * and the confirming button, and the server's refusal said in the dialog.
 */
export function ActionDialog({
  title,
  role,
  confirmLabel,
  confirmTone,
  cancelLabel = 'Cancel',
  formId,
  onConfirm,
  isPending,
  failure,
  onClose,
  children,
}: ActionDialogProps) {
  return (
    <Modal
      isOpen
      onClose={onClose}
      role={role}
      title={title}
      actions={
        <>
          <Button variant="outline" onPress={onClose}>
            {cancelLabel}
          </Button>
          <Button type={formId ? 'submit' : 'button'} form={formId} tone={confirmTone} isPending={isPending} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack space="4">
        {children}
        <Notice tone="critical" role="alert">
          {failure}
        </Notice>
      </Stack>
    </Modal>
  );
}

export interface ActionFormOptions<S extends v.GenericSchema, K extends string> {
  schema: S;
  fields: readonly K[];
  /** Sends the action; rejects with the server's ApiError. */
  send: (values: v.InferOutput<S>, signal: AbortSignal) => Promise<unknown>;
  /** Said in a toast once done. */
  doneText: string;
  onClose: () => void;
  /**
   * A refusal the page shows rather than the dialog (someone decided first): the dialog closes
   * and `onRefused` gets it. Without it every refusal is shown in the dialog.
   */
  refusedWhen?: (error: ApiError) => boolean;
  onRefused?: (error: ApiError) => void;
}

/**
 * The form of a staff action: sends it once the fields pass, then says so in a toast and closes;
 * the server's field messages go under their fields, any other refusal to `failure`.
 */
export function useActionForm<S extends v.GenericSchema, K extends string>({
  schema,
  fields,
  send,
  doneText,
  onClose,
  refusedWhen,
  onRefused,
}: ActionFormOptions<S, K>) {
  const [failure, setFailure] = useState('');
  const form = useForm({
    schema,
    fields,
    onValid: async (values, signal) => {
      setFailure('');
      try {
        await send(values, signal);
        if (signal.aborted) return;
        toast.success(doneText);
        onClose();
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof ApiError && refusedWhen?.(error)) {
          onClose();
          onRefused?.(error);
        } else if (!form.showServerErrors(error)) setFailure(errorMessage(error));
      }
    },
  });
  return { form, failure };
}
