import { useId, useMemo } from 'react';
import * as v from 'valibot';
import type { ApiError } from '../../client';
import { Text, TextArea } from '../../ui';
import { ActionDialog, useActionForm } from './ActionDialog';

export interface ReasonField {
  /** The body's field, so that the server's message for it shows under it. */
  name?: 'reason' | 'text';
  label?: string;
  description?: string;
  rows?: number;
  maxLength: number;
  /** The contract's rule for the field. */
  schema: v.GenericSchema<string, string>;
}

export interface ReasonDialogProps {
  /** What is about to happen ('Suspend Ada Obi'). */
  title: string;
  /** What the action does, said before the reason is asked. */
  description: string;
  /** The confirming button's words ('Suspend'). */
  confirmLabel: string;
  /** Said in a toast once done. */
  doneText: string;
  field: ReasonField;
  role?: 'alertdialog';
  /** Sends the action with the text typed; rejects with the server's ApiError. */
  onConfirm: (text: string, signal: AbortSignal) => Promise<unknown>;
  onClose: () => void;
  /** A refusal the page shows (someone decided first): the dialog closes and hands it over. */
  refusedWhen?: (error: ApiError) => boolean;
  onRefused?: (error: ApiError) => void;
}

/**
 * A staff action that asks why (suspend, hide, return a payout) or what (a question to a party):
 * one text the audit keeps with the change, the server's refusal said in the dialog.
 */
export function ReasonDialog({ description, field, onConfirm, ...dialog }: ReasonDialogProps) {
  const formId = useId();
  const name = field.name ?? 'reason';
  const schema = useMemo(() => v.object({ [name]: field.schema }), [name, field.schema]);
  const fields = useMemo(() => [name], [name]);
  const { form, failure } = useActionForm({
    schema,
    fields,
    send: (values, signal) => onConfirm(values[name] ?? '', signal),
    ...dialog,
  });
  return (
    <ActionDialog {...dialog} formId={formId} isPending={form.isPending} failure={failure}>
      <Text>{description}</Text>
      <form {...form.formProps} id={formId}>
        <TextArea
          {...form.field(name)}
          label={field.label ?? 'Reason'}
          description={field.description}
          isRequired
          rows={field.rows ?? 3}
          maxLength={field.maxLength}
        />
      </form>
    </ActionDialog>
  );
}
