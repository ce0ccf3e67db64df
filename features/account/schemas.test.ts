import { describe, expect, it } from 'vitest';
import { checkForm } from '../../client';
import {
  PASSWORDS_DO_NOT_MATCH,
  passwordFormSchema,
  profileFormSchema,
  toLocalPhone,
  type PasswordFormValues,
  type ProfileFormValues,
} from './schemas';

const profile: ProfileFormValues = {
  firstname: ' Ada ',
  lastname: 'Obi',
  university: '5',
  phone: '0803 123 4567',
  about: ' I sell textbooks.\r\nAsk about past questions. ',
};

describe('profileFormSchema', () => {
  it('trims names, turns the university into an id and normalises the phone', () => {
    expect(checkForm(profileFormSchema, profile)).toEqual({
      success: true,
      output: {
        firstname: 'Ada',
        lastname: 'Obi',
        university: 5,
        phone: '+2348031234567',
        about: 'I sell textbooks.\nAsk about past questions.',
      },
    });
  });

  it('clears university, phone and About Me when they are blank', () => {
    const result = checkForm(profileFormSchema, { ...profile, university: '', phone: '  ', about: ' \n ' });
    expect(result).toMatchObject({ success: true, output: { university: null, phone: null, about: null } });
  });

  it("says what is wrong per field, in the server's words", () => {
    expect(checkForm(profileFormSchema, { ...profile, firstname: '  ', lastname: '', phone: '12345' })).toEqual({
      success: false,
      errors: {
        firstname: 'First name is a required field',
        lastname: 'Last name is a required field',
        phone: 'Phone must be a valid Nigerian mobile number, e.g. 08012345678',
      },
    });
  });
});

describe('passwordFormSchema', () => {
  const valid: PasswordFormValues = {
    currentPassword: 'old-password',
    newPassword: 'new-password',
    confirmPassword: 'new-password',
  };

  it('accepts a current password and a matching new one of 8 characters or more', () => {
    expect(checkForm(passwordFormSchema, valid).success).toBe(true);
  });

  it('asks for the current password and 8 characters for the new one', () => {
    expect(checkForm(passwordFormSchema, { currentPassword: '', newPassword: 'short', confirmPassword: 'short' })).toEqual({
      success: false,
      errors: {
        currentPassword: 'Current password is a required field',
        newPassword: 'New password must be at least 8 characters',
      },
    });
  });

  it('says the passwords do not match under the confirmation', () => {
    expect(checkForm(passwordFormSchema, { ...valid, confirmPassword: 'new-passw0rd' })).toEqual({
      success: false,
      errors: { confirmPassword: PASSWORDS_DO_NOT_MATCH },
    });
  });
});

describe('toLocalPhone', () => {
  it('shows a stored number the way Nigerians write it', () => {
    expect(toLocalPhone('+2348031234567')).toBe('08031234567');
    expect(toLocalPhone(null)).toBe('');
  });
});
