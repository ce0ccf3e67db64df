import { describe, expect, it } from 'vitest';
import { filledBrandDraft, sampleBrandSubmissionBody, sampleIndividualSubmissionBody } from './fixtures';
import {
  draftStorageKey,
  emptyDraft,
  kycDraftReducer,
  parseDraft,
  serializeDraft,
  toDraftErrors,
  toSubmissionBody,
  type KycDraft,
} from './kycDraft';

const profile = { firstname: 'Ada', lastname: 'Obi', universityId: 1 };

describe('emptyDraft', () => {
  it('starts on step 0, prefilled from the profile', () => {
    expect(emptyDraft('brand', profile)).toMatchObject({
      accountType: 'brand',
      step: 0,
      firstName: 'Ada',
      lastName: 'Obi',
      universityId: 1,
      nin: '',
      studentId: null,
      attestation: false,
    });
  });
  it('starts blank without a profile', () => {
    expect(emptyDraft('individual')).toMatchObject({ firstName: '', lastName: '', universityId: null });
  });
});

describe('kycDraftReducer', () => {
  const start = emptyDraft('brand', profile);

  it('edits one field and leaves the others', () => {
    const next = kycDraftReducer(start, { type: 'edit', field: 'brandName', value: 'Ada Bakes' });
    expect(next.brandName).toBe('Ada Bakes');
    expect(next.firstName).toBe('Ada');
    expect(start.brandName).toBe('');
  });

  it('clears the server error of the field being edited only', () => {
    const refused: KycDraft = { ...start, serverErrors: { nin: 'NIN must be 11 digits', brandName: 'Taken' } };
    const next = kycDraftReducer(refused, { type: 'edit', field: 'nin', value: '12345678901' });
    expect(next.serverErrors).toEqual({ brandName: 'Taken' });
  });

  it('moves forward, never past the last step, and back, never before 0', () => {
    let draft = start;
    for (let i = 0; i < 7; i += 1) draft = kycDraftReducer(draft, { type: 'next', lastStep: 4 });
    expect(draft.step).toBe(4);
    for (let i = 0; i < 7; i += 1) draft = kycDraftReducer(draft, { type: 'back' });
    expect(draft.step).toBe(0);
  });

  it('keeps everything entered when going back', () => {
    const filled = filledBrandDraft(3);
    const back = kycDraftReducer(filled, { type: 'back' });
    expect(back).toEqual({ ...filled, step: 2 });
  });

  it('goes to done on submission and forgets server errors', () => {
    const next = kycDraftReducer({ ...filledBrandDraft(4), serverErrors: { nin: 'x' } }, { type: 'submitted', doneStep: 5 });
    expect(next.step).toBe(5);
    expect(next.serverErrors).toEqual({});
  });

  it('shows refused fields on the earliest step that has one', () => {
    const next = kycDraftReducer(filledBrandDraft(4), { type: 'refused', errors: { brandName: 'No' }, step: 2 });
    expect(next).toMatchObject({ step: 2, serverErrors: { brandName: 'No' } });
  });
});

describe('toDraftErrors', () => {
  it('maps server field names to form fields and drops the rest', () => {
    expect(toDraftErrors({ firstname: 'a', documentImage: 'b', brandLogo: 'c', accountType: 'd' })).toEqual({
      firstName: 'a',
      studentId: 'b',
      brandLogo: 'c',
    });
  });
});

describe('toSubmissionBody', () => {
  it('builds the brand body with uploaded keys and trimmed text', () => {
    const draft = { ...filledBrandDraft(4), brandName: '  Ada Bakes ', attestation: true };
    expect(toSubmissionBody(draft)).toEqual(sampleBrandSubmissionBody);
  });

  it('leaves brand fields out of an individual body', () => {
    const draft = { ...filledBrandDraft(2), accountType: 'individual' as const };
    expect(toSubmissionBody(draft)).toEqual(sampleIndividualSubmissionBody);
  });
});

describe('stored drafts', () => {
  it('round-trips everything entered, without server errors', () => {
    const draft = { ...filledBrandDraft(3), serverErrors: { nin: 'x' } };
    expect(parseDraft(serializeDraft(draft), 'brand', 4)).toEqual({ ...draft, serverErrors: {} });
  });

  it('keeps an uploaded file as its key and name, with its URL when known', () => {
    const draft = { ...filledBrandDraft(3), studentId: { key: 'k1.png', name: 'id.png' } };
    expect(parseDraft(serializeDraft(draft), 'brand', 4)?.studentId).toEqual({ key: 'k1.png', name: 'id.png' });
    expect(parseDraft(serializeDraft(draft), 'brand', 4)?.brandLogo).toEqual(filledBrandDraft(3).brandLogo);
    const nameless = JSON.parse(serializeDraft(draft)) as Record<string, unknown>;
    expect(parseDraft(JSON.stringify({ ...nameless, studentId: { key: 'k1.png' } }), 'brand', 4)).toBeUndefined();
  });

  it('ignores missing, damaged, foreign or other-flow drafts', () => {
    expect(parseDraft(null, 'brand', 4)).toBeUndefined();
    expect(parseDraft('{oops', 'brand', 4)).toBeUndefined();
    expect(parseDraft(JSON.stringify({ step: 'two' }), 'brand', 4)).toBeUndefined();
    expect(parseDraft(serializeDraft(filledBrandDraft(1)), 'individual', 2)).toBeUndefined();
  });

  it('never restores a step past the last one (done is reached only by submitting)', () => {
    expect(parseDraft(serializeDraft(filledBrandDraft(9)), 'brand', 4)?.step).toBe(4);
  });

  it('keys drafts by user and flow', () => {
    expect(draftStorageKey('usr_1', 'brand')).not.toBe(draftStorageKey('usr_2', 'brand'));
    expect(draftStorageKey('usr_1', 'brand')).not.toBe(draftStorageKey('usr_1', 'individual'));
  });
});
