import { dictionary } from '@zxcvbn-ts/language-common';
import { invalidField } from '../../http/api-error';

/** zxcvbn's list of the most used passwords (about 49,000, lower case), loaded on the server only. */
const commonPasswords = new Set(dictionary['passwords-common']);

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** A 400 on `field` when the new password is one attackers try first. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw invalidField(field, COMMON_PASSWORD_MESSAGE);
}
