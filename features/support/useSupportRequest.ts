import { useState } from 'react';
import type * as v from 'valibot';
import type { AccountSupportRequestBody, ContactRequestBody, SupportRequestReceipt } from '../../contract';
import { errorMessage, useForm } from '../../client';
import { sendSupportRequest } from './api';

type SupportRequestSchema = v.GenericSchema<unknown, ContactRequestBody | AccountSupportRequestBody>;

/**
 * A support form's state: its fields, the receipt once sent (the form then gives way to it), and
 * the problem to show above the button when the server refused without naming a field.
 */
export function useSupportRequest<S extends SupportRequestSchema, K extends string>(schema: S, fields: readonly K[]) {
  const [receipt, setReceipt] = useState<SupportRequestReceipt>();
  const [problem, setProblem] = useState<string>();
  const form = useForm({
    schema,
    fields,
    onValid: async (body, signal) => {
      setProblem(undefined);
      try {
        const sent = await sendSupportRequest(body);
        if (!signal.aborted) setReceipt(sent);
      } catch (error) {
        if (!signal.aborted && !form.showServerErrors(error)) setProblem(errorMessage(error));
      }
    },
  });
  /** Back to an empty form, for another message. */
  function sendAnother() {
    setReceipt(undefined);
    form.reset();
  }
  return { form, receipt, problem, sendAnother };
}
