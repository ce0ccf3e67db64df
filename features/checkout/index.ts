/**
 * Buying: product checkout (/checkout) and ticket purchase (/ticket/purchase), one purchase flow
 * built from the same parts (`purchase/`), and their return pages (/checkout/return,
 * /ticket/purchase/return) that wait for the payment to be confirmed. Each screen is its own
 * chunk, so /checkout does not download the return page's modal, nor the ticket purchase the
 * checkout's form.
 */
import type { ComponentType } from 'react';

export { checkoutFirstRequests, ticketPurchaseFirstRequests } from './firstRequests';

/** The /checkout screen, from its own chunk. */
export async function loadCheckoutScreen(): Promise<ComponentType> {
  return (await import('./CheckoutScreen')).CheckoutScreen;
}

/** The /checkout/return screen, from its own chunk. */
export async function loadCheckoutReturnScreen(): Promise<ComponentType> {
  return (await import('./CheckoutReturnScreen')).CheckoutReturnScreen;
}

/** The /ticket/purchase screen, from its own chunk. */
export async function loadTicketPurchaseScreen(): Promise<ComponentType> {
  return (await import('./TicketPurchaseScreen')).TicketPurchaseScreen;
}

/** The /ticket/purchase/return screen, from its own chunk. */
export async function loadTicketPurchaseReturnScreen(): Promise<ComponentType> {
  return (await import('./TicketPurchaseReturnScreen')).TicketPurchaseReturnScreen;
}
