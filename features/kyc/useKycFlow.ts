import { useEffect, useReducer } from 'react';
import type { AccountType, CurrentUser } from '../../contract';
import { useMutation } from '../../client';
import { toast } from '../../ui';
import { KYC_SUBMITTED_MESSAGE, submitErrorMessage, useSubmitKyc } from './api';
import {
  draftStorageKey,
  emptyDraft,
  kycDraftReducer,
  parseDraft,
  serializeDraft,
  toDraftErrors,
  toSubmissionBody,
} from './kycDraft';
import { firstStepWith, flowSteps } from './kycSteps';

function readStored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStored(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the flow still works, it just does not survive a reload.
  }
}

/**
 * The state of one KYC flow: the draft (restored from sessionStorage, else prefilled from the
 * profile), kept in sessionStorage as it changes so a reload loses nothing, and its submission.
 */
export function useKycFlow(accountType: AccountType, user: CurrentUser) {
  const steps = flowSteps[accountType];
  const storageKey = draftStorageKey(user.id, accountType);
  const [draft, dispatch] = useReducer(
    kycDraftReducer,
    undefined,
    () => parseDraft(readStored(storageKey), accountType, steps.length - 1) ?? emptyDraft(accountType, user),
  );
  const submission = useMutation(useSubmitKyc());
  const isDone = draft.step >= steps.length;

  useEffect(() => {
    // Once submitted there is nothing left to keep.
    writeStored(storageKey, isDone ? null : serializeDraft(draft));
  }, [storageKey, draft, isDone]);

  const submit = async () => {
    const result = await submission.trigger(toSubmissionBody(draft));
    if (result.ok) {
      toast.success(KYC_SUBMITTED_MESSAGE);
      dispatch({ type: 'submitted', doneStep: steps.length });
      return;
    }
    if (result.aborted) return;
    toast.error(submitErrorMessage(result.error));
    const errors = toDraftErrors(result.error.fieldErrors);
    const step = firstStepWith(steps, Object.keys(errors));
    if (step >= 0) dispatch({ type: 'refused', errors, step });
  };

  return { steps, draft, dispatch, isDone, isSubmitting: submission.sending, submit };
}
