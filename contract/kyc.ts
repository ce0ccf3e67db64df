import * as v from 'valibot';
import { dataEnvelope } from './envelope';
import { body, idField, optionalMultilineText, optionalText, requiredText } from './fields';
import { lookAlikeText } from './lookAlikeText';
import { kycStatusSchema } from './user';

export const accountTypes = ['individual', 'brand'] as const;
export type AccountType = (typeof accountTypes)[number];

/**
 * The product's own name may not be claimed by a seller brand: not in any letter case, and
 * not disguised by invisible characters, accents, fullwidth or look-alike letters.
 */
export const RESERVED_BRAND_WORD = 'Kampus';
export const reservedBrandMessage = `Brand name cannot contain '${RESERVED_BRAND_WORD}'`;

const reservedLookAlike = lookAlikeText(RESERVED_BRAND_WORD);

export function containsReservedBrandWord(name: string): boolean {
  return lookAlikeText(name).includes(reservedLookAlike);
}

/** An uploaded file's key, as returned by POST /v1/file/upload. */
/* @__NO_SIDE_EFFECTS__ */
function fileKeyField(label: string) {
  return v.pipe(requiredText(label, 200), v.regex(/^[\w-]+\.[a-z]+$/, `${label} must be an uploaded file`));
}

/**
 * POST /v1/kyc -> 201 kycStatusResponse (status PENDING).
 * Brand fields are required when accountType is 'brand' and ignored for 'individual'
 * (blank strings count as absent). File keys must be the caller's own uploads.
 */
export const kycSubmissionBodySchema = v.pipe(
  body({
    accountType: v.picklist(accountTypes, (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'Account type is a required field'
        : "Account type must be 'individual' or 'brand'",
    ),
    nin: v.pipe(requiredText('NIN', 11), v.regex(/^\d{11}$/, 'NIN must be 11 digits')),
    firstname: requiredText('First name', 50),
    lastname: requiredText('Last name', 50),
    universityId: idField('University'),
    documentType: requiredText('Document type', 50),
    documentImage: fileKeyField('Document image'),
    brandLogo: v.optional(v.pipe(optionalText('Brand logo', 200), v.optional(fileKeyField('Brand logo')))),
    brandName: v.pipe(
      optionalText('Brand name', 60),
      v.check((name) => name === undefined || !containsReservedBrandWord(name), reservedBrandMessage),
    ),
    brandDescription: optionalMultilineText('Brand description', 1000),
  }),
  v.forward(
    v.partialCheck(
      [['accountType'], ['brandName']],
      (input) => input.accountType !== 'brand' || !!input.brandName,
      'Brand name is a required field',
    ),
    ['brandName'],
  ),
  v.forward(
    v.partialCheck(
      [['accountType'], ['brandDescription']],
      (input) => input.accountType !== 'brand' || !!input.brandDescription,
      'Brand description is a required field',
    ),
    ['brandDescription'],
  ),
  v.forward(
    v.partialCheck(
      [['accountType'], ['brandLogo']],
      (input) => input.accountType !== 'brand' || !!input.brandLogo,
      'Brand logo is a required field',
    ),
    ['brandLogo'],
  ),
);
export type KycSubmissionBody = v.InferInput<typeof kycSubmissionBodySchema>;
export type KycSubmissionInput = v.InferOutput<typeof kycSubmissionBodySchema>;

/** A submission as its owner sees it: the NIN is masked to its last 4 digits. */
export const kycSubmissionSchema = v.object({
  id: v.string(),
  accountType: v.picklist(accountTypes),
  nin: v.string(),
  firstname: v.string(),
  lastname: v.string(),
  universityId: v.number(),
  university: v.string(),
  documentType: v.string(),
  documentImage: v.string(),
  brandLogo: v.nullable(v.string()),
  brandName: v.nullable(v.string()),
  brandDescription: v.nullable(v.string()),
  status: kycStatusSchema,
  rejectionReason: v.nullable(v.string()),
  submittedAt: v.string(),
  reviewedAt: v.nullable(v.string()),
});
export type KycSubmission = v.InferOutput<typeof kycSubmissionSchema>;

/** GET /v1/kyc (and POST /v1/kyc): the caller's status and latest submission, if any. */
export const kycStatusResponseSchema = dataEnvelope(
  v.object({ status: kycStatusSchema, submission: v.nullable(kycSubmissionSchema) }),
);
export type KycStatusResponse = v.InferOutput<typeof kycStatusResponseSchema>;
