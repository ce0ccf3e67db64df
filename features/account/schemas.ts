import * as v from 'valibot';
import { aboutField, passwordField, phoneField, requiredText, secretField } from '../../contract';

/** The profile form as typed: university is the chosen id as text ('' for none). */
export interface ProfileFormValues {
  firstname: string;
  lastname: string;
  university: string;
  phone: string;
  about: string;
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
  about: aboutField,
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
