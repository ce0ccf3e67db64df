import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLeaveForPayment } from './paymentPage';

describe('leaving for the payment page', () => {
  it('goes there and stays leaving until the page has gone', () => {
    const goTo = vi.fn();
    const { result } = renderHook(() => useLeaveForPayment(goTo));
    expect(result.current.leaving).toBe(false);
    act(() => result.current.leave('https://checkout.paystack.com/abc'));
    expect(goTo).toHaveBeenCalledWith('https://checkout.paystack.com/abc');
    expect(result.current.leaving).toBe(true);
  });
});
