import * as v from 'valibot';
import type { AccountType, KycSubmissionBody } from '../../contract';
import { storedDraftSchema, type KycField, type UploadedRef } from './schemas';

/**
 * The KYC working state: what the person has entered so far, the step they
 * are on, and the server's per-field answers to the last submission.
 */
export interface KycDraft {
  accountType: AccountType;
  /** The step index; the flow's step count means done. */
  step: number;
  firstName: string;
  lastName: string;
  universityId: number | null;
  nin: string;
  studentId: UploadedRef | null;
  brandName: string;
  brandDescription: string;
  brandLogo: UploadedRef | null;
  attestation: boolean;
  /** Messages from the server's `errors`, each cleared when its field is edited. */
  serverErrors: Partial<Record<KycField, string>>;
}

/** What the profile (GET /v1/user) fills in. */
export interface KycProfile {
  firstname: string;
  lastname: string;
  universityId: number | null;
}

type EditAction = { [K in KycField]: { type: 'edit'; field: K; value: KycDraft[K] } }[KycField];

export type KycDraftAction =
  | EditAction
  /** To the next step, never past `lastStep` (the last step before done). */
  | { type: 'next'; lastStep: number }
  | { type: 'back' }
  /** The server accepted the submission: on to done (`doneStep`). */
  | { type: 'submitted'; doneStep: number }
  /** The server refused some fields: show them, on the first step that has one. */
  | { type: 'refused'; errors: Partial<Record<KycField, string>>; step: number };

export function emptyDraft(accountType: AccountType, profile?: KycProfile): KycDraft {
  return {
    accountType,
    step: 0,
    firstName: profile?.firstname ?? '',
    lastName: profile?.lastname ?? '',
    universityId: profile?.universityId ?? null,
    nin: '',
    studentId: null,
    brandName: '',
    brandDescription: '',
    brandLogo: null,
    attestation: false,
    serverErrors: {},
  };
}

export function kycDraftReducer(draft: KycDraft, action: KycDraftAction): KycDraft {
  switch (action.type) {
    case 'edit': {
      const { [action.field]: _cleared, ...serverErrors } = draft.serverErrors;
      return { ...draft, [action.field]: action.value, serverErrors };
    }
    case 'next':
      return { ...draft, step: Math.min(draft.step + 1, action.lastStep) };
    case 'back':
      return { ...draft, step: Math.max(draft.step - 1, 0) };
    case 'submitted':
      return { ...draft, step: action.doneStep, serverErrors: {} };
    case 'refused':
      return { ...draft, step: Math.min(draft.step, action.step), serverErrors: action.errors };
  }
}

/** Server field names (POST /v1/kyc) and the working-state field each one belongs to. */
const serverFields: Record<string, KycField> = {
  firstname: 'firstName',
  lastname: 'lastName',
  universityId: 'universityId',
  nin: 'nin',
  documentImage: 'studentId',
  brandName: 'brandName',
  brandDescription: 'brandDescription',
  brandLogo: 'brandLogo',
};

/** The server's `errors`, keyed by the fields of the form; keys the form has no field for are dropped. */
export function toDraftErrors(fieldErrors: Readonly<Record<string, string>>): Partial<Record<KycField, string>> {
  const errors: Partial<Record<KycField, string>> = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    const field = serverFields[key];
    if (field) errors[field] = message;
  }
  return errors;
}

export const DOCUMENT_TYPE = 'Identity Card';

/** The POST /v1/kyc body; brand fields only for a brand. */
export function toSubmissionBody(draft: KycDraft): KycSubmissionBody {
  const common = {
    accountType: draft.accountType,
    nin: draft.nin.trim(),
    firstname: draft.firstName.trim(),
    lastname: draft.lastName.trim(),
    universityId: draft.universityId ?? 0,
    documentType: DOCUMENT_TYPE,
    documentImage: draft.studentId?.key ?? '',
  };
  if (draft.accountType !== 'brand') return common;
  return {
    ...common,
    brandName: draft.brandName.trim(),
    brandDescription: draft.brandDescription.trim(),
    brandLogo: draft.brandLogo?.key ?? '',
  };
}

/** Where a user's draft of one flow is kept for the browser tab's life. */
export function draftStorageKey(userId: string, accountType: AccountType): string {
  return `kampus:kyc-draft:${userId}:${accountType}`;
}

/** The draft as stored: everything entered (uploaded keys and names too), not the server's errors. */
export function serializeDraft(draft: KycDraft): string {
  const { serverErrors: _notKept, ...kept } = draft;
  return JSON.stringify(kept);
}

/**
 * A stored draft read back, or undefined when it is missing, damaged or for another flow.
 * Its step is kept at or before `lastStep`: done is never restored, only reached by submitting.
 */
export function parseDraft(text: string | null, accountType: AccountType, lastStep: number): KycDraft | undefined {
  if (!text) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const result = v.safeParse(storedDraftSchema, json);
  if (!result.success || result.output.accountType !== accountType) return undefined;
  return { ...result.output, step: Math.min(result.output.step, lastStep), serverErrors: {} };
}
