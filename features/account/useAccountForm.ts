import { useState, type FormEvent } from 'react';
import type * as v from 'valibot';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../client';
import { toast } from '../../ui';
import { validateForm, type FieldErrors } from './schemas';
import { useMounted } from './useMounted';

interface AccountFormOptions<S extends v.GenericSchema, K extends string> {
  initialValues: Record<K, string>;
  schema: S;
  /** Sends the checked values; its result is handed to `onSuccess`. */
  submit: (output: v.InferOutput<S>) => Promise<void>;
  /** After a successful submit, while the form is still on screen. */
  onSuccess: () => void;
}

/**
 * A dashboard form: values and per-field errors; submit checks the schema, sends, and then
 * shows the server's field errors under their fields, or its message in a toast.
 * A request that ends after the user left the page does its work but shows nothing.
 */
export function useAccountForm<S extends v.GenericSchema, K extends string>({
  initialValues,
  schema,
  submit,
  onSuccess,
}: AccountFormOptions<S, K>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const mounted = useMounted();
  const fields = Object.keys(initialValues) as K[];

  const change = (field: K) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const reset = () => {
    setValues(initialValues);
    setErrors({});
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateForm(schema, values);
    if (!checked.success) {
      setErrors(checked.errors);
      return;
    }
    setSubmitting(true);
    try {
      await submit(checked.output);
      if (mounted.current) onSuccess();
    } catch (error) {
      if (!mounted.current) return;
      const apiError = error instanceof ApiError ? error : undefined;
      const fieldErrors: FieldErrors<K> = {};
      for (const field of fields) {
        const message = apiError?.fieldErrors[field];
        if (message) fieldErrors[field] = message;
      }
      if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
      else toast.error(apiError?.message ?? GENERIC_ERROR_MESSAGE);
    } finally {
      if (mounted.current) setSubmitting(false);
    }
  };

  return { values, errors, change, reset, isSubmitting, onSubmit };
}
