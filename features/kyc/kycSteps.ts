import * as v from 'valibot';
import type { AccountType } from '../../contract';
import type { KycDraft } from './kycDraft';
import { kycFieldRules, type KycField } from './schemas';

export type KycStepId = 'details' | 'studentId' | 'brand' | 'logo' | 'attestation';

/** The steps of each flow, in order; done comes after the last. */
export const flowSteps: Record<AccountType, readonly KycStepId[]> = {
  brand: ['details', 'studentId', 'brand', 'logo', 'attestation'],
  individual: ['details', 'studentId', 'attestation'],
};

/** The fields each step asks for (the NIN sits with the personal details). */
export const stepFields: Record<KycStepId, readonly KycField[]> = {
  details: ['firstName', 'lastName', 'universityId', 'nin'],
  studentId: ['studentId'],
  brand: ['brandName', 'brandDescription'],
  logo: ['brandLogo'],
  attestation: ['attestation'],
};

/** The message for one field of the draft, or undefined when it is fine. */
export function fieldError(field: KycField, draft: KycDraft): string | undefined {
  const result = v.safeParse(kycFieldRules[field], draft[field]);
  return result.success ? undefined : result.issues[0].message;
}

/** The messages for the fields of one step. */
export function stepErrors(step: KycStepId, draft: KycDraft): Partial<Record<KycField, string>> {
  const errors: Partial<Record<KycField, string>> = {};
  for (const field of stepFields[step]) {
    const message = fieldError(field, draft);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Proceed is allowed once every field of the step is valid. */
export function isStepValid(step: KycStepId, draft: KycDraft): boolean {
  return Object.keys(stepErrors(step, draft)).length === 0;
}

/** The index of the first step that owns one of these fields; -1 when none does. */
export function firstStepWith(steps: readonly KycStepId[], fields: readonly string[]): number {
  return steps.findIndex((step) => stepFields[step].some((field) => fields.includes(field)));
}
