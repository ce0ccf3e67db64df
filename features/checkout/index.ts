/**
 * Checkout: /checkout (the order and its payment) and /checkout/return (waiting for the payment
 * to be confirmed). Each screen is its own chunk, so /checkout does not download the return
 * page's modal, nor the return page the checkout's form.
 */
import type { ComponentType } from 'react';

export { checkoutFirstRequests } from './firstRequests';

/** The /checkout screen, from its own chunk. */
export async function loadCheckoutScreen(): Promise<ComponentType> {
  return (await import('./CheckoutScreen')).CheckoutScreen;
}

/** The /checkout/return screen, from its own chunk. */
export async function loadCheckoutReturnScreen(): Promise<ComponentType> {
  return (await import('./CheckoutReturnScreen')).CheckoutReturnScreen;
}
