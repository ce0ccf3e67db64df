import * as v from 'valibot';
import { tokenPairSchema } from './auth';
import { dataEnvelope } from './envelope';
import { body, codeField, emailField, passwordField, requiredText } from './fields';
import { staffRoles } from './staff';

/**
 * The console's sign-in: a password, then a TOTP second factor (RFC 6238: 6 digits, 30-second
 * steps, SHA-1, as every authenticator app reads it). A console session ends after
 * STAFF_IDLE_MINUTES without a /v1/admin request.
 */
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_CHALLENGE_MINUTES = 5;
/** Wrong codes one challenge takes; the next wrong one spends it (sign in again). */
export const STAFF_CODE_ATTEMPTS = 5;
export const STAFF_RECOVERY_CODE_COUNT = 10;

/** The issuer authenticator apps show beside the staff member's e-mail. */
export const STAFF_TOTP_ISSUER = 'Kampus';

export const staffAuthMessages = {
  /** A staff member whose session has no second factor, or anyone signed out of the console (401). */
  signInToConsole: 'Please sign in to the console.',
  /** The session was idle too long (401); it is revoked. */
  idleEnded: `Your console session ended after ${STAFF_IDLE_MINUTES} minutes without activity. Please sign in again.`,
  /** A challenge unknown, expired, already used or out of attempts (401): start again with the password. */
  challengeEnded: 'This sign-in has expired. Please sign in again with your password.',
  /** 400 on `code`. */
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  /** 400 on `code`: the code was accepted before (each is good once); the app shows a new one within 30 seconds. */
  codeUsed: 'This code was used already. Wait for the next one in your authenticator app.',
  /** 400 on `recoveryCode`. */
  wrongRecoveryCode: 'That recovery code is not right or was used before.',
  /** 400: both or neither of code and recoveryCode. */
  codeOrRecoveryCode: 'Enter the code from your authenticator app or a recovery code.',
} as const;

/**
 * POST /v1/staff/sign-in -> 200 staffSignInResponse for a staff account with the right
 * password. Anyone else (a student, an unknown address, a wrong password) gets exactly what
 * POST /v1/auth/login answers a wrong password: 400 `Invalid email or password`. 429 when
 * throttled (the login's limits).
 */
export const staffSignInBodySchema = body({ email: emailField(), password: passwordField() });
export type StaffSignInBody = v.InferInput<typeof staffSignInBodySchema>;

export const staffEnrolmentSchema = v.object({
  /** The TOTP secret in base32, to type into an app by hand (show it grouped, copyable). */
  secret: v.string(),
  /** `otpauth://totp/Kampus:<email>?secret=...&issuer=Kampus...`: the QR code's content. */
  otpauthUri: v.string(),
});
export type StaffEnrolment = v.InferOutput<typeof staffEnrolmentSchema>;

export const staffSignInSchema = v.object({
  /** Opaque; good for STAFF_CHALLENGE_MINUTES, for one successful second factor. */
  challenge: v.string(),
  /** `verify`: ask for a code; `enrol`: show `enrolment`, then ask for a code from the new app. */
  step: v.picklist(['verify', 'enrol']),
  enrolment: v.optional(staffEnrolmentSchema),
});
export type StaffSignIn = v.InferOutput<typeof staffSignInSchema>;
export const staffSignInResponseSchema = dataEnvelope(staffSignInSchema);
export type StaffSignInResponse = v.InferOutput<typeof staffSignInResponseSchema>;

/** One of the ten recovery codes: `xxxxx-xxxxx` (letters and digits); spaces and case are ignored. */
export function recoveryCodeField(label = 'Recovery code') {
  return v.pipe(
    requiredText(label, 40),
    v.transform((text) => text.replace(/\s+/g, '').toLowerCase()),
  );
}

/**
 * POST /v1/staff/second-factor `{challenge, code}` or `{challenge, recoveryCode}` (not on
 * enrolment: the new app's code confirms it) -> 200 staffSecondFactorResponse: the same token
 * pair (and browser refresh cookie) as POST /v1/auth/login, for a console session. 400 on a
 * wrong code (counted), 401 `challengeEnded` when the challenge is gone.
 */
export const staffSecondFactorBodySchema = body({
  challenge: requiredText('Challenge', 200),
  code: v.optional(codeField()),
  recoveryCode: v.optional(recoveryCodeField()),
});
export type StaffSecondFactorBody = v.InferInput<typeof staffSecondFactorBodySchema>;

export const staffSecondFactorSchema = v.object({
  ...tokenPairSchema.entries,
  /** Only on enrolment: ten single-use codes, shown this once (they are stored hashed). */
  recoveryCodes: v.optional(v.array(v.string())),
});
export type StaffSecondFactor = v.InferOutput<typeof staffSecondFactorSchema>;
export const staffSecondFactorResponseSchema = dataEnvelope(staffSecondFactorSchema);
export type StaffSecondFactorResponse = v.InferOutput<typeof staffSecondFactorResponseSchema>;

/** GET /v1/admin/me -> the signed-in staff member (401 without a console session, 404 for students). */
export const staffMeSchema = v.object({
  id: v.string(),
  email: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  role: v.picklist(staffRoles),
});
export type StaffMe = v.InferOutput<typeof staffMeSchema>;
export const staffMeResponseSchema = dataEnvelope(staffMeSchema);
export type StaffMeResponse = v.InferOutput<typeof staffMeResponseSchema>;

/** A member of staff as the staff screen lists them (`staff.manage`). */
export const staffMemberSchema = v.object({
  id: v.string(),
  email: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  role: v.picklist(staffRoles),
  /** Whether they have set up their authenticator app (they enrol at their first sign-in). */
  secondFactorEnrolled: v.boolean(),
});
export type StaffMember = v.InferOutput<typeof staffMemberSchema>;

/** GET /v1/admin/staff -> every staff member, administrators first, then by e-mail. */
export const staffListResponseSchema = dataEnvelope(v.array(staffMemberSchema));
export type StaffListResponse = v.InferOutput<typeof staffListResponseSchema>;

/**
 * POST /v1/admin/staff `{email, role}` -> 200 staffMemberResponse: grants a role to an existing
 * account, or changes a staff member's role (audited `staff.grant`). 404 for an unknown e-mail;
 * 409 when it would leave no administrator.
 */
export const staffGrantBodySchema = body({
  email: emailField(),
  role: v.picklist(staffRoles, `Role must be one of ${staffRoles.join(', ')}`),
});
export type StaffGrantBody = v.InferInput<typeof staffGrantBodySchema>;
export const staffMemberResponseSchema = dataEnvelope(staffMemberSchema);
export type StaffMemberResponse = v.InferOutput<typeof staffMemberResponseSchema>;

/**
 * DELETE /v1/admin/staff/{userId} -> 200 messageResponse: the role goes back to `user` and their
 * console sessions end (audited `staff.revoke`). 409 for oneself or the last administrator; 404
 * for someone who is not staff.
 */
export const staffManagementMessages = {
  unknownEmail: 'No Kampus account has this e-mail. They need to sign up first.',
  notStaff: 'This person is not a member of staff.',
  revokeSelf: 'You cannot revoke your own role. Ask another administrator.',
  lastAdmin: 'Kampus needs at least one administrator: grant the role to someone else first.',
} as const;
