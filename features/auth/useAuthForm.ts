import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type * as v from 'valibot';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../client';
import { checkForm, type FormErrors } from './schemas';

/** The sentence to show for a failed call: the server's message, or the generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

/** The server's per-field messages that belong to this form's fields. */
export function serverFieldErrors<K extends string>(error: unknown, fields: readonly K[]): FormErrors<K> {
  const errors: FormErrors<K> = {};
  if (!(error instanceof ApiError)) return errors;
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/** A signal that aborts when the component unmounts, so late answers do not toast on another page. */
export function useUnmountSignal(): () => AbortSignal {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  return useCallback(() => controller.current?.signal ?? new AbortController().signal, []);
}

interface AuthFormOptions<S extends v.GenericSchema, K extends string> {
  schema: S;
  /** The fields in screen order: the first invalid one gets the focus. */
  fields: readonly K[];
  initialValues?: Partial<Record<K, string>>;
  /**
   * Called with the clean values when every rule passes; the form is pending until it settles.
   * `signal` aborts when the screen goes away: pass it to the call, and say nothing on abort.
   */
  onValid: (output: v.InferOutput<S>, signal: AbortSignal) => Promise<void>;
}

/**
 * A small form controller for the auth screens: values, per-field errors shown on submit (and
 * cleared as the field is edited), focus on the first invalid field, and a pending flag that
 * also blocks a second submit while the first is in flight.
 */
export function useAuthForm<S extends v.GenericSchema, K extends string>({
  schema,
  fields,
  initialValues,
  onValid,
}: AuthFormOptions<S, K>) {
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((field) => [field, initialValues?.[field] ?? ''])) as Record<K, string>,
  );
  const [errors, setErrors] = useState<FormErrors<K>>({});
  const [isPending, setPending] = useState(false);
  // The form element, learnt from its first submit, so that errors can move the focus.
  const formRef = useRef<HTMLFormElement | null>(null);
  const busy = useRef(false);
  const unmounted = useUnmountSignal();

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

  const setValue = useCallback((field: K, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    formRef.current = event.currentTarget;
    if (busy.current) return;
    const check = checkForm<S, K>(schema, values);
    if (!check.success) {
      showErrors(check.errors);
      return;
    }
    setErrors({});
    busy.current = true;
    setPending(true);
    try {
      await onValid(check.output, unmounted());
    } finally {
      busy.current = false;
      setPending(false);
    }
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

  return { values, errors, isPending, formProps, field, showErrors, setValue };
}
