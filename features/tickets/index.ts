/**
 * Tickets, the buyer's side: /ticket/purchase (choosing tiers and contact details, then paying),
 * /ticket/purchase/return (waiting for the payment to be confirmed), the buyer's ticket orders
 * (listed under 'Tickets' on /dashboard/orders) and /dashboard/tickets/{id} (the QR tickets).
 * Each screen is its own chunk.
 */
import type { ComponentType } from 'react';

export { ticketPurchaseFirstRequests } from './firstRequests';

/** The /ticket/purchase screen, from its own chunk. */
export async function loadTicketPurchaseScreen(): Promise<ComponentType> {
  return (await import('./TicketPurchaseScreen')).TicketPurchaseScreen;
}

/** The /ticket/purchase/return screen, from its own chunk. */
export async function loadTicketPurchaseReturnScreen(): Promise<ComponentType> {
  return (await import('./TicketPurchaseReturnScreen')).TicketPurchaseReturnScreen;
}

/** The buyer's ticket orders list (under 'Tickets' on /dashboard/orders), from its own chunk. */
export async function loadTicketOrdersList(): Promise<ComponentType> {
  return (await import('./TicketOrdersList')).TicketOrdersList;
}

/** The /dashboard/tickets/{id} screen, from its own chunk. */
export async function loadTicketOrderScreen(): Promise<ComponentType> {
  return (await import('./TicketOrderScreen')).TicketOrderScreen;
}
