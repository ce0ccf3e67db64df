import { useCallback, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type * as v from 'valibot';
import { checkForm, type FormErrors } from './checkForm';
import { useMutation } from '../useMutation';
import { serverFieldErrors } from './serverErrors';

export interface FormOptions<S extends v.GenericSchema, K extends string> {
  schema: S;
  /** The fields in screen order: the first invalid one gets the focus. */
  fields: readonly K[];
  /** What the fields start with ('' where left out); `reset` goes back to it. */
  initialValues?: Partial<Record<K, string>>;
  /**
   * Called with the clean values when every rule passes; the form is pending until it settles.
   * `signal` aborts when the form goes away: pass it to a call that may be dropped, and check
   * it before showing anything once an answer arrives.
   */
  onValid: (output: v.InferOutput<S>, signal: AbortSignal) => Promise<void>;
}

/**
 * A form's state: values, per-field errors shown on submit (each cleared as its field is
 * edited), the focus moved to the first field with an error, and a pending flag that also
 * blocks a second submit while the first is in flight.
 */
export function useForm<S extends v.GenericSchema, K extends string>({
  schema,
  fields,
  initialValues,
  onValid,
}: FormOptions<S, K>) {
  const [initial] = useState(
    () => Object.fromEntries(fields.map((field) => [field, initialValues?.[field] ?? ''])) as Record<K, string>,
  );
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<K>>({});
  // The form element, learnt from its first submit, so that errors can move the focus.
  const formRef = useRef<HTMLFormElement | null>(null);
  const submission = useMutation(onValid);

  /** Shows errors and moves the focus to the first field that has one. */
  const showErrors = useCallback(
    (next: FormErrors<K>) => {
      flushSync(() => setErrors(next));
      const first = fields.find((field) => next[field]);
      const element = first ? formRef.current?.elements.namedItem(first) : null;
      if (element instanceof HTMLElement) element.focus();
    },
    [fields],
  );

  /** Shows the server's messages for this form's fields; false when it sent none of them. */
  const showServerErrors = useCallback(
    (error: unknown): boolean => {
      const found = serverFieldErrors(error, fields);
      if (Object.keys(found).length === 0) return false;
      showErrors(found);
      return true;
    },
    [fields, showErrors],
  );

  const setValue = useCallback((field: K, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  /** Back to the starting values, without errors. */
  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formRef.current = event.currentTarget;
    if (submission.sending) return;
    const check = checkForm<S, K>(schema, values);
    if (!check.success) {
      showErrors(check.errors);
      return;
    }
    setErrors({});
    await submission.trigger(check.output);
  };

  /** Props for a field: its name, value, change handler and error. */
  const field = (name: K) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValue(name, value),
    validationError: errors[name],
  });

  /** Props for the form element: submit through the rules, no browser validation bubbles. */
  const formProps = { onSubmit, noValidate: true };

  return { values, errors, isPending: submission.sending, formProps, field, setValue, showErrors, showServerErrors, reset };
}
