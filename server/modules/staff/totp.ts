import { Secret, TOTP } from 'otpauth';
import { STAFF_TOTP_ISSUER } from '../../../contract';
import type { StaffEnrolment } from '../../../contract';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;

function totp(secret: string, email = ''): TOTP {
  return new TOTP({
    issuer: STAFF_TOTP_ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret (160 bits, the RFC's recommended size) with what the enrolment screen shows. */
export function newEnrolment(email: string): StaffEnrolment {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUri: totp(secret, email).toString() };
}

export function otpauthUri(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/**
 * The 30-second step `code` belongs to, or null: the step before and after now count too, for
 * clocks a little apart. The caller accepts a step once (staff_second_factors.last_step).
 */
export function stepOfCode(secret: string, code: string, now: Date): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  return delta === null ? null : Math.floor(now.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The code an app shows at `at` (tests and the e2e sign-in helper). */
export function codeAt(secret: string, at: Date): string {
  return totp(secret).generate({ timestamp: at.getTime() });
}
