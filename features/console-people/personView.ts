/** Labels and wording of the people screens, apart from the components so they can be tested alone. */
import type { AdminListing, AdminPersonOrder, AdminPersonSummary, KycStatus } from '../../contract';
import type { BadgeLook, BadgeTone } from '../../ui';

export const kycLabels: Record<KycStatus, string> = {
  NOT_SUBMITTED: 'KYC not submitted',
  PENDING: 'KYC waiting',
  APPROVED: 'KYC approved',
  REJECTED: 'KYC rejected',
};

export const kycTones: Record<KycStatus, BadgeTone> = {
  NOT_SUBMITTED: 'neutral',
  PENDING: 'warning',
  APPROVED: 'positive',
  REJECTED: 'critical',
};

export const roleLabels: Record<string, string> = {
  user: 'Student',
  admin: 'Administrator',
  support: 'Support',
  finance: 'Finance',
};

export const orderKindLabels: Record<AdminPersonOrder['kind'], string> = {
  order: 'Product order',
  'ticket-order': 'Ticket order',
};

export const listingKindLabels: Record<AdminListing['kind'], string> = {
  product: 'Product',
  event: 'Event',
};

/** `Ada Obi`. */
export function fullName(person: Pick<AdminPersonSummary, 'firstname' | 'lastname'>): string {
  return `${person.firstname} ${person.lastname}`;
}

/** A status word as people read it: `out_for_delivery` → `Out for delivery`. */
export function statusText(status: string): string {
  const words = status.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where a listing stands for staff: hidden by Kampus comes first, then the seller's own status. */
export function listingBadge(listing: AdminListing): BadgeLook {
  if (listing.hidden) return { label: 'Hidden by Kampus', tone: 'critical' };
  if (listing.status === 'active') return { label: 'Shown', tone: 'positive' };
  if (listing.status === 'inactive') return { label: 'Paused by the seller', tone: 'neutral' };
  return { label: 'Deleted', tone: 'neutral' };
}

/** Which side of an order the person of the page is on. */
export function sideOf(order: AdminPersonOrder, personId: string): 'Buyer' | 'Seller' | 'Organiser' {
  if (order.buyer.id === personId) return 'Buyer';
  return order.kind === 'ticket-order' ? 'Organiser' : 'Seller';
}
