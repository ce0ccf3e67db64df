import type { Services } from '../../services';
import type { PaystackWebhookEvent } from '../payment/schemas';
import { confirmDeposit } from './deposit';
import { isDepositReference, isWithdrawalReference } from './references';
import { settleTransfer } from './withdraw';

/**
 * The wallet's share of the provider's webhooks (signature already checked): a charge under a
 * deposit reference credits that deposit; a transfer event settles its withdrawal. Answers what
 * it did, or undefined for an event that is not the wallet's.
 */
export async function walletWebhook(services: Services, event: PaystackWebhookEvent): Promise<string | undefined> {
  if (event.event === 'charge.success' && isDepositReference(event.data.reference)) {
    return confirmDeposit(services, event.data.reference);
  }
  if (
    (event.event === 'transfer.success' || event.event === 'transfer.failed' || event.event === 'transfer.reversed') &&
    isWithdrawalReference(event.data.reference)
  ) {
    return settleTransfer(services, event.data.reference);
  }
  return undefined;
}
