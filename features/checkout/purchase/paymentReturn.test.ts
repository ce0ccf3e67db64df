import { describe, expect, it } from 'vitest';
import { paymentReturn } from './paymentReturn';

describe('the payment return page', () => {
  it('loads, then says unknown for no order, and waits while the payment is pending', () => {
    expect(paymentReturn(undefined, false, ['expired'])).toBe('loading');
    expect(paymentReturn(null, false, ['expired'])).toBe('unknown');
    expect(paymentReturn({ status: 'pending_payment' }, false, ['expired'])).toBe('waiting');
    expect(paymentReturn({ status: 'pending_payment' }, true, ['expired'])).toBe('still_pending');
  });

  it("shows the kind's own end states, and anything else as paid", () => {
    expect(paymentReturn({ status: 'expired' }, true, ['expired', 'cancelled'])).toBe('expired');
    expect(paymentReturn({ status: 'cancelled' }, false, ['expired', 'cancelled'])).toBe('cancelled');
    expect(paymentReturn({ status: 'cancelled' }, false, ['expired'])).toBe('paid');
    expect(paymentReturn({ status: 'awaiting_seller' }, false, ['expired'])).toBe('paid');
  });
});
