import type { Services } from '../../services';
import { ApiError } from '../../http/api-error';
import { applyTransition } from './apply';

/**
 * The `expire_payment` transition (pending_payment -> expired, stock returned), applied once
 * however many callers race for it. `quiet`: the buyer already knows (the payment could not
 * start), so no notification. Answers whether this call applied it.
 */
export async function expireOrder(
  services: Pick<Services, 'db' | 'config'>,
  orderId: string,
  now: Date,
  options: { note?: string; quiet?: boolean } = {},
): Promise<boolean> {
  try {
    await applyTransition(services, orderId, 'expire_payment', 'system', options, now);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return false;
    throw error;
  }
}
