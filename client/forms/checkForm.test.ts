import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { checkForm } from './checkForm';

const MISMATCH = 'Passwords do not match';

const signupSchema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('Name is a required field'), v.maxLength(5, 'Name is too long')),
    password: v.pipe(v.string(), v.minLength(8, 'Password must be at least 8 characters')),
    confirm: v.string(),
  }),
  v.forward(
    v.partialCheck([['password'], ['confirm']], (input) => input.password === input.confirm, MISMATCH),
    ['confirm'],
  ),
);

describe('checkForm', () => {
  it('answers the clean output when every rule passes', () => {
    expect(checkForm(signupSchema, { name: ' Ada ', password: 'long enough', confirm: 'long enough' })).toEqual({
      success: true,
      output: { name: 'Ada', password: 'long enough', confirm: 'long enough' },
    });
  });

  it('gives each field its first message only', () => {
    expect(checkForm(signupSchema, { name: '   ', password: 'short', confirm: 'short' })).toEqual({
      success: false,
      errors: { name: 'Name is a required field', password: 'Password must be at least 8 characters' },
    });
  });

  it('reports a check across fields beside the other fields once the compared fields are valid', () => {
    expect(checkForm(signupSchema, { name: '', password: 'long enough', confirm: 'long enougH' })).toEqual({
      success: false,
      errors: { name: 'Name is a required field', confirm: MISMATCH },
    });
  });
});
