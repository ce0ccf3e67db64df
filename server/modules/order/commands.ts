/** The admin CLI's dispute commands (`npm run admin -- disputes`, `dispute-resolve …`). */
import * as v from 'valibot';
import { emailField, resolveDisputeBodySchema } from '../../../contract';
import type { ResolveDisputeBody } from '../../../contract';
import { badRequest } from '../../http/api-error';
import type { Services } from '../../services';
import { formatNaira } from './notifications';
import { openDisputes } from './queries';
import { adminIdByEmail, resolveDispute } from './resolve';

async function listDisputes(services: Services): Promise<string> {
  // Read as an administrator would; no one's own orders are involved.
  const { data } = await openDisputes(services.db, 'cli', services.clock.now());
  if (data.length === 0) return 'No open disputes.';
  return data
    .map(
      (order) =>
        `${order.id}  ${formatNaira(order.totalKobo).padStart(12)}  ${order.product.title}  buyer ${order.buyer.name}  seller ${order.seller.name}  since ${order.updatedAt}`,
    )
    .join('\n');
}

/** `<orderId> refund|release|split [buyerKobo] --by <admin email> [--note text]` */
export function parseResolveArgs(args: string[]): { orderId: string; by: string; decision: ResolveDisputeBody } {
  const positional: string[] = [];
  let by: string | undefined;
  let note: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--by') by = args[(i += 1)];
    else if (arg === '--note') note = args[(i += 1)];
    else positional.push(arg);
  }
  const [orderId, outcome, amount] = positional;
  if (!orderId || !outcome) throw badRequest('dispute-resolve needs an order id and refund, release or split');
  if (!by) throw badRequest('dispute-resolve needs --by <admin email>');
  const raw = outcome === 'split' ? { outcome, buyerKobo: Number(amount), note } : { outcome, note };
  const parsed = v.safeParse(resolveDisputeBodySchema, raw);
  if (!parsed.success) throw badRequest(parsed.issues[0].message);
  const email = v.safeParse(emailField(), by);
  if (!email.success) throw badRequest(email.issues[0].message);
  return { orderId, by: email.output, decision: parsed.output };
}

async function resolveCommand(services: Services, args: string[]): Promise<string> {
  const { orderId, by, decision } = parseResolveArgs(args);
  const adminId = await adminIdByEmail(services, by);
  const { split } = await resolveDispute(services, orderId, adminId, decision, 'cli');
  return `Dispute of order ${orderId} resolved (${decision.outcome}) by ${by}: ${formatNaira(split?.buyerKobo ?? 0)} to the buyer, ${formatNaira(split?.sellerKobo ?? 0)} to the seller, ${formatNaira(split?.feeKobo ?? 0)} platform fee.`;
}

export const disputeCommands: Record<string, (services: Services, args: string[]) => Promise<string>> = {
  disputes: (services) => listDisputes(services),
  'dispute-resolve': resolveCommand,
};
