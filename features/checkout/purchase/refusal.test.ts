import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../client';
import { readRefusal, splitFieldErrors } from './refusal';

const fields = ['phone', 'method'] as const;
const split = (errors: Readonly<Record<string, string>>) =>
  splitFieldErrors(errors, fields, (key) => (key === 'delivery' ? 'method' : key.replace(/^delivery\./, '')));

describe('a refused order', () => {
  it("puts the server's field messages by their fields and keeps the rest", () => {
    expect(split({ 'delivery.phone': 'Bad phone', delivery: 'No pickup', quantity: 'Too many', phone: 'top-level' })).toEqual({
      fields: { phone: 'Bad phone', method: 'No pickup' },
      other: ['Too many', 'top-level'],
    });
  });

  it('shows a 400 under its fields, and above the button what no field takes', () => {
    const fieldsOnly = new ApiError('Check the form', { status: 400, fieldErrors: { 'delivery.phone': 'Bad phone' } });
    expect(readRefusal(fieldsOnly, split)).toEqual({
      fields: { phone: 'Bad phone' },
      message: null,
      stale: false,
      canRetry: false,
    });
    const other = new ApiError('Check the form', { status: 400, fieldErrors: { quantity: 'Only 2 left' } });
    expect(readRefusal(other, split).message).toBe('Only 2 left');
    expect(readRefusal(new ApiError('Bad request', { status: 400 }), split).message).toBe('Bad request');
  });

  it('reads again what is gone or sold, and may be tried again when it could go through', () => {
    expect(readRefusal(new ApiError('Only 1 unit is left.', { status: 409 }), split)).toEqual({
      fields: {},
      message: 'Only 1 unit is left.',
      stale: true,
      canRetry: true,
    });
    expect(readRefusal(new ApiError('Gone', { status: 404 }), split)).toMatchObject({ stale: true, canRetry: false });
    expect(readRefusal(new ApiError(NETWORK_ERROR_MESSAGE, { status: 0 }), split)).toMatchObject({
      message: NETWORK_ERROR_MESSAGE,
      stale: false,
      canRetry: true,
    });
    expect(readRefusal(new ApiError('Paystack is down', { status: 502 }), split)).toMatchObject({ canRetry: true });
    expect(readRefusal(new ApiError('Not yours', { status: 403 }), split)).toMatchObject({ canRetry: false, stale: false });
  });
});
