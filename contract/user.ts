import * as v from 'valibot';
import { dataEnvelope } from './envelope';
import { body, nullableIdField, optionalMultilineText, optionalText, passwordField, requiredText, secretField } from './fields';

export const kycStatuses = ['NOT_SUBMITTED', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export const kycStatusSchema = v.picklist(kycStatuses);
export type KycStatus = v.InferOutput<typeof kycStatusSchema>;

export const userRoles = ['user', 'admin', 'support', 'finance'] as const;
export type UserRole = (typeof userRoles)[number];

/** The widths (px) a profile photo is stored at, as square WebP: the header's, a card's and a profile's. */
export const PROFILE_PHOTO_WIDTHS = [48, 128, 512] as const;
/** The smallest square (px of the original picture) a profile photo may be cropped to. */
export const MIN_PROFILE_PHOTO_CROP = 64;

/**
 * A person's profile photo: square WebP files, `url` the 128 px one, `variants` every width
 * (smallest first) for a `srcset`. Null wherever a person has none: their initials are shown.
 */
export const profilePhotoSchema = v.object({
  url: v.string(),
  variants: v.array(v.object({ width: v.number(), url: v.string() })),
});
export type ProfilePhoto = v.InferOutput<typeof profilePhotoSchema>;

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
  avatar: v.nullable(profilePhotoSchema),
  /** What they wrote about themselves: About Me on their public seller profile (null when blank). */
  about: v.optional(v.nullable(v.string())),
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

/** The longest About Me: as long as a brand's description. */
export const ABOUT_MAX_LENGTH = 1000;

/** About Me: several lines of plain text; blank or null clears it. */
export const aboutField = v.pipe(
  optionalMultilineText('About me', ABOUT_MAX_LENGTH),
  v.transform((value) => value ?? null),
);

/**
 * PATCH /v1/user -> 200 currentUserResponse. Every field is optional; an absent field is
 * left unchanged. `university` is a university id (number or digit string); null or ''
 * clears it. `phone` null or '' clears it. `about` (About Me on the public seller profile,
 * a brand's own description standing in while it is blank) null or '' clears it.
 */
export const updateUserBodySchema = body({
  firstname: v.optional(requiredText('First name', 50)),
  lastname: v.optional(requiredText('Last name', 50)),
  university: v.optional(nullableIdField('University')),
  phone: v.optional(phoneField),
  about: v.optional(aboutField),
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

const cropMessage = (label: string, min: number) => `${label} must be a whole number of pixels, at least ${min}`;
const cropNumber = (label: string, min: number) =>
  v.pipe(
    v.string(cropMessage(label, min)),
    v.trim(),
    v.regex(/^\d{1,6}$/, cropMessage(label, min)),
    v.transform(Number),
    v.minValue(min, cropMessage(label, min)),
  );

/**
 * PUT /v1/user/photo -> 200 currentUserResponse: multipart/form-data with the picture in `file`
 * (JPEG, PNG or WebP, at most 5 MB) and the square to keep, in the picture's pixels as it
 * shows upright: `x` and `y` its top-left corner, `size` its side (at least 64). A square
 * reaching outside the picture is a 400. DELETE /v1/user/photo -> 200 currentUserResponse: back
 * to initials. Either way the previous photo's files are deleted.
 */
export const profilePhotoCropSchema = v.object({
  x: cropNumber('X', 0),
  y: cropNumber('Y', 0),
  size: cropNumber('Size', MIN_PROFILE_PHOTO_CROP),
});
export type ProfilePhotoCrop = v.InferOutput<typeof profilePhotoCropSchema>;
/** The crop is outside the picture. */
export const cropOutsidePhotoMessage = 'The square must lie inside the photo. Move or zoom it and try again.';
