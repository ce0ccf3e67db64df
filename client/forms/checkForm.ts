import * as v from 'valibot';

/** What a form shows under each field: one message per field. */
export type FormErrors<K extends string> = Partial<Record<K, string>>;

export type FormCheck<S extends v.GenericSchema, K extends string> =
  { success: true; output: v.InferOutput<S> } | { success: false; errors: FormErrors<K> };

/**
 * Runs a form's schema over the typed values: the clean output, or the first message of each
 * field. Every rule runs, so a check across fields (passwords that must match) reports beside
 * the other fields' problems once the fields it compares are themselves valid. Values are
 * usually text; a field that holds a choice or a list (a rating, uploaded photos) passes as is.
 */
export function checkForm<S extends v.GenericSchema, K extends string>(
  schema: S,
  values: Readonly<Record<K, unknown>>,
): FormCheck<S, K> {
  const result = v.safeParse(schema, values);
  if (result.success) return { success: true, output: result.output };
  const errors: FormErrors<K> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in errors)) errors[key as K] = issue.message;
  }
  return { success: false, errors };
}
