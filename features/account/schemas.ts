import * as v from 'valibot';
import { passwordField, phoneField, requiredText, secretField } from '../../contract';

/** What a form shows under each field: the first message per field. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Checks form values; the parsed output, or the first message per field. */
export function validateForm<S extends v.GenericSchema, K extends string>(
  schema: S,
  values: Record<K, unknown>,
): { success: true; output: v.InferOutput<S> } | { success: false; errors: FieldErrors<K> } {
  const result = v.safeParse(schema, values);
  if (result.success) return { success: true, output: result.output };
  const errors: FieldErrors<K> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && !(key in errors)) errors[key as K] = issue.message;
  }
  return { success: false, errors };
}

/** The profile form as typed: university is the chosen id as text ('' for none). */
export interface ProfileFormValues {
  firstname: string;
  lastname: string;
  university: string;
  phone: string;
}

/** The profile form, with the server's own rules and messages (PATCH /v1/user). */
export const profileFormSchema = v.object({
  firstname: requiredText('First name', 50),
  lastname: requiredText('Last name', 50),
  university: v.pipe(
    v.string(),
    v.transform((id) => (id === '' ? null : Number(id))),
  ),
  phone: phoneField,
});

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change password: current present, new at least 8 characters, confirm equal to new. */
export const passwordFormSchema = v.pipe(
  v.object({
    currentPassword: secretField('Current password', 128),
    newPassword: passwordField('New password'),
    confirmPassword: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      PASSWORDS_DO_NOT_MATCH,
    ),
    ['confirmPassword'],
  ),
);

/** A stored phone (+2348031234567) as people write it here (08031234567); '' for none. */
export function toLocalPhone(phone: string | null): string {
  if (!phone) return '';
  return phone.startsWith('+234') ? `0${phone.slice(4)}` : phone;
}
