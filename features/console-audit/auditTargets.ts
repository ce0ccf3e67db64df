import { consolePaths } from '../../client';

const targetNames: Record<string, string> = {
  kyc: 'KYC submission',
  order: 'Order',
  'ticket-order': 'Ticket order',
  user: 'Person',
  product: 'Product',
  event: 'Event',
  withdrawal: 'Withdrawal',
  'support-request': 'Support request',
  ledger: 'Ledger',
};

/** 'KYC submission', 'Person' ... for an entry's target type. */
export function auditTargetName(type: string): string {
  return targetNames[type] ?? type;
}

/** The console page of an entry's target, where the console has one. */
export function auditTargetHref(target: { type: string; id: string }): string | undefined {
  switch (target.type) {
    case 'kyc':
      return consolePaths.kycSubmission(target.id);
    case 'user':
      return consolePaths.person(target.id);
    case 'support-request':
      return consolePaths.supportRequest(target.id);
    case 'order':
    case 'ticket-order':
      return consolePaths.dispute(target.type, target.id);
    default:
      return undefined;
  }
}
