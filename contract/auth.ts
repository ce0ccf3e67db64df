import * as v from 'valibot';
import { dataEnvelope } from './envelope';
import { body, codeField, emailField, passwordField, requiredText, secretField } from './fields';

/** POST /v1/auth/register -> 201 registerResponse; a 6-digit code is mailed (valid 10 minutes). */
export const registerBodySchema = body({
  firstname: requiredText('First name', 50),
  lastname: requiredText('Last name', 50),
  email: emailField(),
  password: passwordField(),
});
export type RegisterBody = v.InferInput<typeof registerBodySchema>;
export const registerResponseSchema = dataEnvelope(v.object({ email: v.string(), message: v.string() }));
export type RegisterResponse = v.InferOutput<typeof registerResponseSchema>;

/** POST /v1/auth/verify-email -> 200 messageResponse. */
export const verifyEmailBodySchema = body({ email: emailField(), code: codeField() });
export type VerifyEmailBody = v.InferInput<typeof verifyEmailBodySchema>;

/** POST /v1/auth/resend-code and POST /v1/auth/forgot-password -> 200 messageResponse. */
export const emailOnlyBodySchema = body({ email: emailField() });
export type EmailOnlyBody = v.InferInput<typeof emailOnlyBodySchema>;

/**
 * POST /v1/auth/login -> 200 tokenPairResponse; 400 wrong credentials; 401 email not verified.
 * `remember` (default true): whether a browser's session outlives the browser.
 */
export const loginBodySchema = body({
  email: emailField(),
  password: passwordField(),
  remember: v.optional(v.boolean('Remember must be true or false'), true),
});
export type LoginBody = v.InferInput<typeof loginBodySchema>;

/**
 * A session: a 15-minute access JWT and a 7-day single-use refresh token. Browsers (requests
 * with a Sec-Fetch-Site header) get the refresh token only as the HttpOnly cookie
 * `kampus.refreshToken` (Path=/v1/auth, SameSite=Strict), never in the body, so that page
 * script cannot read it; other clients get it in the body and no cookie.
 */
export const tokenPairSchema = v.object({
  accessToken: v.string(),
  /** Absent when the refresh token went into the cookie. */
  refreshToken: v.optional(v.string()),
  /** Seconds until the access token expires. */
  expiresIn: v.number(),
});
export type TokenPair = v.InferOutput<typeof tokenPairSchema>;
export const tokenPairResponseSchema = dataEnvelope(tokenPairSchema);
export type TokenPairResponse = v.InferOutput<typeof tokenPairResponseSchema>;

/**
 * POST /v1/auth/refresh-token -> 200 tokenPairResponse. The token is spent by the call;
 * presenting a spent token again revokes that whole session (401). Clients must not
 * refresh twice in parallel with one token. Without `refreshToken` in the body the
 * `kampus.refreshToken` cookie is used and rotated, and the answer carries no refresh token;
 * with neither: 401.
 * POST /v1/auth/logout -> 200 messageResponse (ends the session of the body's token or the
 * cookie's, and clears the cookie).
 */
export const refreshTokenBodySchema = body({ refreshToken: v.optional(secretField('Refresh token')) });
export type RefreshTokenBody = v.InferInput<typeof refreshTokenBodySchema>;

/** POST /v1/auth/verify-reset-code -> 200 resetTokenResponse (valid 15 minutes, single use). */
export const verifyResetCodeBodySchema = verifyEmailBodySchema;
export type VerifyResetCodeBody = VerifyEmailBody;
export const resetTokenResponseSchema = dataEnvelope(v.object({ resetToken: v.string() }));
export type ResetTokenResponse = v.InferOutput<typeof resetTokenResponseSchema>;

/** POST /v1/auth/reset-password -> 200 messageResponse; every session of the account ends. */
export const resetPasswordBodySchema = body({
  resetToken: secretField('Reset token'),
  password: passwordField(),
});
export type ResetPasswordBody = v.InferInput<typeof resetPasswordBodySchema>;
