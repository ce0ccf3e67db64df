/**
 * The admin CLI's `…dispute-resolve` commands, one for every kind of escrowed purchase:
 * `<id> refund|release|split [buyerKobo] --by <admin email> [--note text]`. The decision is the
 * API's (`resolveDisputeBodySchema`), and it is recorded with the administrator named by `--by`.
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { emailField, formatKobo, resolveDisputeBodySchema } from '../../../contract';
import type { ResolveDisputeBody } from '../../../contract';
import { badRequest } from '../../http/api-error';
import type { Services } from '../../services';
import { users } from '../user/schema';
import type { EscrowSplit } from './split';

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

/** The administrator account with this e-mail (the CLI's `--by`), or a 400. */
export async function adminIdByEmail(services: Pick<Services, 'db'>, email: string): Promise<string> {
  const [admin] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(users.role, 'admin')));
  if (!admin) throw badRequest(`No administrator has the e-mail ${email}`);
  return admin.id;
}

/** How a kind decides one of its disputes for an administrator, through the API or the CLI. */
export type DisputeResolver<Applied extends { split: EscrowSplit | null }> = (
  services: Pick<Services, 'db' | 'config' | 'clock' | 'logger'>,
  id: string,
  adminId: string,
  decision: ResolveDisputeBody,
  via?: 'api' | 'cli',
) => Promise<Applied>;

/** The command deciding a dispute of `noun` ('ticket order'), whose seller the answer names as `seller`. */
export function resolveDisputeCommand<Applied extends { split: EscrowSplit | null }>(
  names: { noun: string; seller: string },
  resolve: DisputeResolver<Applied>,
) {
  return async (services: Services, args: string[]): Promise<string> => {
    const { orderId, by, decision } = parseResolveArgs(args);
    const adminId = await adminIdByEmail(services, by);
    const { split } = await resolve(services, orderId, adminId, decision, 'cli');
    const kobo = (amount: number | undefined) => formatKobo(amount ?? 0);
    return `Dispute of ${names.noun} ${orderId} resolved (${decision.outcome}) by ${by}: ${kobo(split?.buyerKobo)} to the buyer, ${kobo(split?.sellerKobo)} to the ${names.seller}, ${kobo(split?.feeKobo)} platform fee.`;
  };
}
