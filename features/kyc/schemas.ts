import * as v from 'valibot';
import {
  accountTypes,
  containsReservedBrandWord,
  idField,
  multilineText,
  requiredText,
  reservedBrandMessage,
} from '../../contract';

/** The National Identification Number: 11 digits, as the server checks it. */
export const NIN_LENGTH = 11;
export const ninMessage = `NIN must be ${NIN_LENGTH} digits`;
export const attestationMessage = 'Confirm that the information is yours and accurate to submit';

/**
 * A file this user uploaded: the key the server knows it by and its name (what the
 * FileDropzone keeps), plus where the server serves it, when known, for its preview.
 */
const uploadedFileSchema = v.object({ key: v.string(), name: v.string(), url: v.optional(v.string()) });
export type UploadedRef = v.InferOutput<typeof uploadedFileSchema>;

/** An upload that must have been made: null (nothing uploaded yet) reads as missing. */
function presentFile(label: string) {
  return v.object(uploadedFileSchema.entries, `${label} is a required field`);
}

/**
 * The rule of each field of the KYC working state, with the messages a person reads
 * ('{Field} is a required field' ...). The same rules the server applies to POST /v1/kyc.
 */
export const kycFieldRules = {
  firstName: requiredText('First name', 50),
  lastName: requiredText('Last name', 50),
  universityId: idField('University'),
  nin: v.pipe(requiredText('NIN', NIN_LENGTH + 20), v.regex(/^\d{11}$/, ninMessage)),
  studentId: presentFile('Student ID'),
  brandName: v.pipe(
    requiredText('Brand name', 60),
    v.check((name) => !containsReservedBrandWord(name), reservedBrandMessage),
  ),
  brandDescription: multilineText('Brand description', 1000),
  brandLogo: presentFile('Brand logo'),
  attestation: v.literal(true, attestationMessage),
} as const;

export type KycField = keyof typeof kycFieldRules;

/** The working state as it is kept in sessionStorage (checked again when read back). */
export const storedDraftSchema = v.object({
  accountType: v.picklist(accountTypes),
  step: v.pipe(v.number(), v.integer(), v.minValue(0)),
  firstName: v.string(),
  lastName: v.string(),
  universityId: v.nullable(v.number()),
  nin: v.string(),
  studentId: v.nullable(uploadedFileSchema),
  brandName: v.string(),
  brandDescription: v.string(),
  brandLogo: v.nullable(uploadedFileSchema),
  attestation: v.boolean(),
});
