import * as v from 'valibot';
import { dataEnvelope } from './envelope';
import { body, nullableIdField, optionalText, passwordField, requiredText, secretField } from './fields';

export const kycStatuses = ['NOT_SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export const kycStatusSchema = v.picklist(kycStatuses);
export type KycStatus = v.InferOutput<typeof kycStatusSchema>;

export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/**
 * GET /v1/user. `university` is the university's name (for display) and `universityId`
 * its id (for the profile form's select); both null when none is chosen.
 * `phone` is in international form (+234...) or null.
 */
export const currentUserSchema = v.object({
  id: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  university: v.nullable(v.string()),
  universityId: v.nullable(v.number()),
  phone: v.nullable(v.string()),
  kycStatus: kycStatusSchema,
  role: v.picklist(userRoles),
});
export type CurrentUser = v.InferOutput<typeof currentUserSchema>;
export const currentUserResponseSchema = dataEnvelope(currentUserSchema);
export type CurrentUserResponse = v.InferOutput<typeof currentUserResponseSchema>;

const NIGERIAN_MOBILE = /^(?:\+?234|0)([789][01]\d{8})$/;

/** A Nigerian mobile number, normalised to +234XXXXXXXXXX; blank or null clears it. */
export const phoneField = v.pipe(
  optionalText('Phone', 20),
  v.transform((value) => value?.replace(/[\s().-]/g, '')),
  v.optional(
    v.pipe(
      v.string(),
      v.regex(NIGERIAN_MOBILE, 'Phone must be a valid Nigerian mobile number, e.g. 08012345678'),
      v.transform((value) => `+234${value.replace(NIGERIAN_MOBILE, '$1')}`),
    ),
  ),
  v.transform((value) => value ?? null),
);

/**
 * PATCH /v1/user -> 200 currentUserResponse. Every field is optional; an absent field is
 * left unchanged. `university` is a university id (number or digit string); null or ''
 * clears it. `phone` null or '' clears it.
 */
export const updateUserBodySchema = body({
  firstname: v.optional(requiredText('First name', 50)),
  lastname: v.optional(requiredText('Last name', 50)),
  university: v.optional(nullableIdField('University')),
  phone: v.optional(phoneField),
});
export type UpdateUserBody = v.InferInput<typeof updateUserBodySchema>;

/**
 * POST /v1/user/password -> 200 tokenPairResponse: every other session is signed out and
 * the caller gets a fresh pair to store.
 */
export const changePasswordBodySchema = body({
  currentPassword: secretField('Current password', 128),
  newPassword: passwordField('New password'),
});
export type ChangePasswordBody = v.InferInput<typeof changePasswordBodySchema>;

/**
 * DELETE /v1/user -> 200 messageResponse: erases the caller's account (personal data, listings,
 * sessions; a browser's refresh cookie is deleted). Orders and money records stay, tied to the
 * anonymous account. A wrong password is a 400 with a field error (like a wrong current
 * password), not a 401, which the client would take for an expired session; 409 with the
 * reason while money is held or an order is still open.
 */
export const deleteAccountBodySchema = body({
  password: secretField('Password', 128),
});
export type DeleteAccountBody = v.InferInput<typeof deleteAccountBodySchema>;
