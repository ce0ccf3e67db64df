import { randomInt } from 'node:crypto';
import { STAFF_RECOVERY_CODE_COUNT } from '../../../contract';
import { hmac } from '../../crypto/tokens';

/** No 0/o, 1/l/i: the codes are read off paper. 10 characters of 31: about 50 bits. */
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';

function recoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: STAFF_RECOVERY_CODE_COUNT }, recoveryCode);
}

/** Keyed, so a leaked table cannot be tried offline; spaces, dashes and case do not matter. */
export function recoveryCodeHash(pepper: string, code: string): string {
  return hmac(`staff-recovery:${pepper}`, code.replace(/[\s-]/g, '').toLowerCase());
}
