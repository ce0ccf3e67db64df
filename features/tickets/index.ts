/**
 * Tickets, the buyer's side after buying: the buyer's ticket orders (listed under 'Tickets' on
 * /dashboard/orders) and /dashboard/tickets/{id} (the QR tickets). Buying them is the checkout
 * feature's (/ticket/purchase). Each screen is its own chunk.
 */
import type { ComponentType } from 'react';

/** The buyer's ticket orders list (under 'Tickets' on /dashboard/orders), from its own chunk. */
export async function loadTicketOrdersList(): Promise<ComponentType> {
  return (await import('./TicketOrdersList')).TicketOrdersList;
}

/** The /dashboard/tickets/{id} screen, from its own chunk. */
export async function loadTicketOrderScreen(): Promise<ComponentType> {
  return (await import('./TicketOrderScreen')).TicketOrderScreen;
}
