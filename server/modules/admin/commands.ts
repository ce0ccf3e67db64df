import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { emailField, passwordField, requiredText, reviewableStatuses } from '../../../contract';
import type { AdminKycSubmission } from '../../../contract';
import type { Database } from '../../db/database';
import { badRequest } from '../../http/api-error';
import type { Services } from '../../services';
import { recordAudit } from '../audit/record';
import { latestSubmissionIdByEmail, listKycSubmissions } from '../kyc/queries';
import { reviewKycSubmission } from '../kyc/review';
import { runLedgerCheck } from '../ledger/check';
import { disputeCommands } from '../order/commands';
import { supportCommands } from '../support/commands';
import { staffCommands } from '../staff/commands';
import { ticketCommands } from '../ticket/commands';
import { users } from '../user/schema';

export const adminUsage = `Usage: npm run admin -- <command> [arguments]

Commands:
  create-admin <email> <password> [firstname] [lastname]
      Create a verified administrator, or make an existing account one (and set its password).
  staff-grant <email> admin|support|finance
      Give an existing account a staff role, or change it (audited, as in the console).
  staff-revoke <email>
      Take a staff role back and end the person's console sessions (never the last administrator).
  kyc-list [PENDING|APPROVED|REJECTED]
      List KYC submissions, oldest first (all statuses when none is given).
  kyc-approve <email>
      Approve the pending KYC submission of this account.
  kyc-reject <email> <reason>
      Reject the pending KYC submission of this account; the reason is mailed to them.
  ledger-check
      Recompute every ledger balance from its entries; exits non-zero on any difference.
  disputes
      List the open order disputes, oldest first.
  dispute-resolve <orderId> refund|release|split [buyerKobo] --by <admin email> [--note text]
      Decide a dispute: refund the buyer, release to the seller, or split (buyerKobo to the
      buyer, the rest to the seller less the fee on that share). Recorded with its author.
  tickets-release [--as-of <ISO time>]
      Expire unpaid ticket orders and release to organisers (less the fee) the paid orders of
      events that ended 24 hours before; --as-of runs it as if the clock read that time (not in
      production).
  ticket-disputes
      List the open ticket disputes, oldest first.
  ticket-dispute-resolve <ticketOrderId> refund|release|split [buyerKobo] --by <admin email> [--note text]
      Decide a ticket dispute as dispute-resolve does; a refund marks the tickets refunded.
  support-requests [--limit N]
      List the newest support requests (20 unless --limit says), with who sent them and their text.

The CLI uses the same database as the server (DATA_DIR or DATABASE_URL). With the embedded
database, a running server is reached over HTTP; otherwise the database is opened directly.`;

/** A mistake in how the command was called: print the usage. */
export class UsageError extends Error {}

function parse<T extends v.GenericSchema>(schema: T, value: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, value);
  if (!result.success) throw badRequest(result.issues[0].message);
  return result.output;
}

function describe(submission: AdminKycSubmission): string {
  const brand = submission.brandName ? ` brand "${submission.brandName}"` : '';
  return `${submission.id}  ${submission.status.padEnd(8)}  ${submission.user.email}  ${submission.accountType}${brand}  ${submission.submittedAt}`;
}

async function createAdmin(services: Services, args: string[]): Promise<string> {
  const [rawEmail, rawPassword, rawFirstname = 'Kampus', rawLastname = 'Admin'] = args;
  if (rawEmail === undefined || rawPassword === undefined) throw new UsageError('create-admin needs an email and a password');
  const email = parse(emailField(), rawEmail);
  const password = parse(passwordField(), rawPassword);
  const firstname = parse(requiredText('First name', 50), rawFirstname);
  const lastname = parse(requiredText('Last name', 50), rawLastname);
  const { db, clock, passwords } = services;
  const passwordHash = await passwords.hash(password);
  const now = clock.now();
  // A staff grant like any other: audited (no actor: the command line), in the same transaction.
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.email, email))
      .for('update');
    if (existing) {
      await tx
        .update(users)
        .set({ role: 'admin', passwordHash, emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, existing.id));
      if (existing.role !== 'admin') await auditAdminGrant(tx, existing.id, existing.role, now);
      return `${email} is now an administrator (password updated).`;
    }
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash, firstname, lastname, role: 'admin', emailVerifiedAt: now, createdAt: now, updatedAt: now })
      .returning({ id: users.id });
    if (created) await auditAdminGrant(tx, created.id, null, now);
    return `Administrator ${email} created.`;
  });
}

function auditAdminGrant(tx: Database, userId: string, before: string | null, now: Date) {
  const target = { type: 'user', id: userId };
  return recordAudit(
    tx,
    { actor: null, action: 'staff.grant', target, before: before && { role: before }, after: { role: 'admin' } },
    now,
  );
}

async function listKyc(services: Services, args: string[]): Promise<string> {
  const [rawStatus] = args;
  const status =
    rawStatus === undefined
      ? undefined
      : parse(v.picklist(reviewableStatuses, `Status must be one of ${reviewableStatuses.join(', ')}`), rawStatus.toUpperCase());
  const submissions = await listKycSubmissions(services.db, status);
  if (submissions.length === 0) return `No ${status ?? ''} KYC submissions.`.replace('  ', ' ');
  return submissions.map(describe).join('\n');
}

async function review(services: Services, args: string[], approve: boolean): Promise<string> {
  const [email, ...reasonWords] = args;
  if (!email) throw new UsageError(`${approve ? 'kyc-approve' : 'kyc-reject'} needs an email`);
  const reason = reasonWords.join(' ').trim();
  if (!approve && !reason) throw new UsageError('kyc-reject needs a reason');
  const id = await latestSubmissionIdByEmail(services.db, parse(emailField(), email));
  const decision = approve
    ? ({ transition: 'approve' } as const)
    : ({ transition: 'reject', reason: parse(requiredText('Reason', 500), reason) } as const);
  const submission = await reviewKycSubmission(services, id, decision, 'cli');
  return `KYC of ${submission.user.email} ${approve ? 'approved' : 'rejected'}.\n${describe(submission)}`;
}

type AdminCommand = (services: Services, args: string[]) => Promise<string>;

/** The CLI's commands; a module's command calls that module's functions. */
const adminCommands: Record<string, AdminCommand> = {
  'create-admin': createAdmin,
  'kyc-list': listKyc,
  'kyc-approve': (services, args) => review(services, args, true),
  'kyc-reject': (services, args) => review(services, args, false),
  'ledger-check': (services) => runLedgerCheck(services.db),
  ...disputeCommands,
  ...supportCommands,
  ...staffCommands,
  ...ticketCommands,
};

export function isAdminCommand(name: string): boolean {
  return Object.hasOwn(adminCommands, name);
}

/** Runs one admin command; the same code serves the CLI directly and through the server. */
export async function runAdminCommand(services: Services, command: string, args: string[]): Promise<string> {
  const run = isAdminCommand(command) ? adminCommands[command] : undefined;
  if (!run) throw new UsageError(`Unknown command '${command}'`);
  return run(services, args);
}
