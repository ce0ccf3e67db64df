import { describe, expect, it } from 'vitest';
import { checkForm } from '../../client';
import {
  forgotPasswordFormSchema,
  loginFormSchema,
  passwordsMismatch,
  registerFormSchema,
  resetPasswordFormSchema,
} from './schemas';

describe('login form', () => {
  it('asks for both fields with the spec messages', () => {
    expect(checkForm(loginFormSchema, { email: '', password: '' })).toEqual({
      success: false,
      errors: { email: 'Email is a required field', password: 'Password is a required field' },
    });
  });

  it('reports an invalid email and a short password', () => {
    expect(checkForm(loginFormSchema, { email: 'ada@', password: 'short' })).toEqual({
      success: false,
      errors: { email: 'Email must be a valid email', password: 'Password must be at least 8 characters' },
    });
  });

  it('trims and lower-cases the email, and keeps the password as typed', () => {
    expect(checkForm(loginFormSchema, { email: '  Ada.Obi@UNILAG.edu.ng ', password: ' secret pass ' })).toEqual({
      success: true,
      output: { email: 'ada.obi@unilag.edu.ng', password: ' secret pass ' },
    });
  });
});

describe('register form', () => {
  it('asks for every field', () => {
    const check = checkForm(registerFormSchema, { firstname: ' ', lastname: '', email: '', password: '' });
    expect(check).toEqual({
      success: false,
      errors: {
        firstname: 'First name is a required field',
        lastname: 'Last name is a required field',
        email: 'Email is a required field',
        password: 'Password is a required field',
      },
    });
  });
});

describe('forgot password form', () => {
  it('has the email rule only', () => {
    expect(checkForm(forgotPasswordFormSchema, { email: 'nope' })).toEqual({
      success: false,
      errors: { email: 'Email must be a valid email' },
    });
  });
});

describe('reset password form', () => {
  it('needs 8 characters and a matching confirmation', () => {
    expect(checkForm(resetPasswordFormSchema, { password: 'short', confirm: '' })).toEqual({
      success: false,
      errors: { password: 'New password must be at least 8 characters', confirm: 'Confirm password is a required field' },
    });
    expect(checkForm(resetPasswordFormSchema, { password: 'long enough', confirm: 'long enougH' })).toEqual({
      success: false,
      errors: { confirm: 'Passwords do not match' },
    });
    expect(checkForm(resetPasswordFormSchema, { password: 'long enough', confirm: 'long enough' }).success).toBe(true);
  });

  it('only calls a mismatch once the confirmation has text', () => {
    expect(passwordsMismatch('long enough', '')).toBe(false);
    expect(passwordsMismatch('long enough', 'long')).toBe(true);
    expect(passwordsMismatch('long enough', 'long enough')).toBe(false);
  });
});
