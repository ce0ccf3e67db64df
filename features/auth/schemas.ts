import * as v from 'valibot';
import { emailField, passwordField, requiredText, secretField } from '../../contract';

/**
 * The auth forms' rules, built from the contract's field builders so that the
 * messages are the spec's defaults: '{Field} is a required field', '{Field} must be a valid
 * email', '{Field} must be at least 8 characters'.
 */
export const loginFormSchema = v.object({ email: emailField(), password: passwordField() });

export const registerFormSchema = v.object({
  firstname: requiredText('First name', 50),
  lastname: requiredText('Last name', 50),
  email: emailField(),
  password: passwordField(),
});

export const forgotPasswordFormSchema = v.object({ email: emailField() });

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export const resetPasswordFormSchema = v.pipe(
  v.object({ password: passwordField('New password'), confirm: secretField('Confirm password', 128) }),
  v.forward(
    v.check((input) => input.password === input.confirm, PASSWORDS_DO_NOT_MATCH),
    ['confirm'],
  ),
);

/** Whether the confirm box disagrees with the password (only once something is typed in it). */
export function passwordsMismatch(password: string, confirm: string): boolean {
  return confirm !== '' && password !== confirm;
}
