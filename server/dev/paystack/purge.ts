import { lt } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { PAYSTACK_RETRY_DELAYS_MS } from './webhooks';
import { sandboxTransactions, sandboxTransfers, sandboxWebhooks } from './tables';

/**
 * How long the sandbox keeps a transaction, a transfer and a webhook: a day longer than
 * Paystack's retries go on, so a webhook retried late still verifies.
 */
export const SANDBOX_KEEP_MS = PAYSTACK_RETRY_DELAYS_MS.reduce((sum, wait) => sum + wait, 0) + 24 * 60 * 60 * 1000;

/**
 * Deletes the sandbox's old transactions, transfers and webhooks (called by the hourly purge,
 * server/db/purge-expired.ts). Recipients and named accounts stay: a saved bank account keeps
 * using its recipient code, and there is at most one of each per bank account.
 */
export async function purgeSandbox(db: Database, now: Date): Promise<void> {
  const before = new Date(now.getTime() - SANDBOX_KEEP_MS);
  await db.delete(sandboxWebhooks).where(lt(sandboxWebhooks.storedAt, before));
  await db.delete(sandboxTransfers).where(lt(sandboxTransfers.storedAt, before));
  await db.delete(sandboxTransactions).where(lt(sandboxTransactions.storedAt, before));
}
