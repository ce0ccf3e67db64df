import { describe, expect, it } from 'vitest';
import { filledBrandDraft } from './fixtures';
import { emptyDraft } from './kycDraft';
import { fieldError, firstStepWith, flowSteps, isStepValid, stepErrors } from './kycSteps';

const blank = emptyDraft('brand');
const full = { ...filledBrandDraft(0), attestation: true };

describe('flowSteps', () => {
  it('has five brand steps and three individual ones', () => {
    expect(flowSteps.brand).toHaveLength(5);
    expect(flowSteps.individual).toEqual(['details', 'studentId', 'attestation']);
  });
});

describe('step validity (Proceed enabled)', () => {
  it('accepts every step of a complete brand draft', () => {
    for (const step of flowSteps.brand) expect(isStepValid(step, full)).toBe(true);
  });

  it('refuses every step of a blank draft', () => {
    for (const step of flowSteps.brand) expect(isStepValid(step, blank)).toBe(false);
  });

  it('asks for first name, last name, university and NIN on the details step', () => {
    expect(stepErrors('details', blank)).toEqual({
      firstName: 'First name is a required field',
      lastName: 'Last name is a required field',
      universityId: 'University is a required field',
      nin: 'NIN is a required field',
    });
  });

  it('counts blank names as missing', () => {
    expect(fieldError('firstName', { ...full, firstName: '   ' })).toBe('First name is a required field');
  });

  it.each(['1234567890', '123456789012', '1234567890a'])("refuses the NIN '%s'", (nin) => {
    expect(fieldError('nin', { ...full, nin })).toBe('NIN must be 11 digits');
  });

  it('asks for the uploads', () => {
    expect(stepErrors('studentId', blank)).toEqual({ studentId: 'Student ID is a required field' });
    expect(stepErrors('logo', blank)).toEqual({ brandLogo: 'Brand logo is a required field' });
  });

  it.each(['Kampus', 'KAMPUS Official', 'my kampus shop', 'theKaMpUsPlug'])(
    "refuses the brand name '%s' in any case",
    (brandName) => {
      expect(fieldError('brandName', { ...full, brandName })).toBe("Brand name cannot contain 'Kampus'");
    },
  );

  it('asks for a brand description', () => {
    expect(stepErrors('brand', { ...full, brandDescription: '' })).toEqual({
      brandDescription: 'Brand description is a required field',
    });
  });

  it('needs the attestation on', () => {
    expect(isStepValid('attestation', { ...full, attestation: false })).toBe(false);
    expect(isStepValid('attestation', full)).toBe(true);
  });
});

describe('firstStepWith', () => {
  it('finds the earliest step owning one of the fields', () => {
    expect(firstStepWith(flowSteps.brand, ['brandLogo', 'nin'])).toBe(0);
    expect(firstStepWith(flowSteps.brand, ['brandLogo'])).toBe(3);
    expect(firstStepWith(flowSteps.individual, ['brandLogo'])).toBe(-1);
  });
});
