/** The dispute desk's reads: the queue of open disputes of both kinds, and one case in full. */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdminDisputeCase, AdminDisputeSummary, DisputeKind, DisputeLedgerEntry, DisputeProposal } from '../../../contract';
import type { Database } from '../../db/database';
import { notFound } from '../../http/api-error';
import { chatMessages, chats } from '../chat/schema';
import { disputeProposals, disputeQuestions } from '../escrow/schema';
import { events } from '../event/schema';
import { files } from '../file/schema';
import { ledgerAccountId, ledgerAccount } from '../ledger/accounts';
import { ledgerEntries, ledgerTransactions } from '../ledger/schema';
import { orderDisputes, orders } from '../order/schema';
import { products } from '../product/schema';
import { ticketDisputes, ticketOrders } from '../ticket/schema';
import { users } from '../user/schema';
import { deskKinds } from './kinds';
import type { DeskKind, DisputedPurchase } from './kinds';

const buyer = alias(users, 'desk_buyer');
const seller = alias(users, 'desk_seller');
const proposer = alias(users, 'desk_proposer');

type Person = { id: string; firstname: string; lastname: string; email: string };
const personOf = (user: Person) => ({ id: user.id, name: `${user.firstname} ${user.lastname}`, email: user.email });
const personColumns = (table: typeof buyer | typeof seller) => ({
  id: table.id,
  firstname: table.firstname,
  lastname: table.lastname,
  email: table.email,
});

function openQuestionsOf(kind: DisputeKind, orderId: AnyPgColumn) {
  return sql<number>`(select count(*)::int from ${disputeQuestions} q
    where q.kind = ${kind} and q.order_id = ${orderId} and q.answered_at is null)`;
}

type ProposalRow = typeof disputeProposals.$inferSelect;
function toProposal(row: ProposalRow | null, proposedBy: string | null): DisputeProposal | null {
  if (!row) return null;
  return {
    outcome: row.outcome,
    buyerKobo: row.buyerKobo,
    sellerKobo: row.sellerKobo,
    feeKobo: row.feeKobo,
    reason: row.reason,
    proposedBy: { id: row.proposedBy, email: proposedBy ?? '' },
    proposedAt: row.proposedAt.toISOString(),
  };
}

/** Open disputes (not decided yet) of both kinds, oldest first: the desk's queue (at most 200 of each kind). */
export async function disputeQueue(db: Database): Promise<AdminDisputeSummary[]> {
  const productRows = await db
    .select({
      id: orders.id,
      totalKobo: orders.totalKobo,
      title: products.title,
      openedAt: orderDisputes.openedAt,
      answeredAt: orderDisputes.answeredAt,
      buyer: personColumns(buyer),
      seller: personColumns(seller),
      proposal: disputeProposals,
      proposer: proposer.email,
      openQuestions: openQuestionsOf('order', orders.id),
    })
    .from(orderDisputes)
    .innerJoin(orders, eq(orders.id, orderDisputes.orderId))
    .innerJoin(products, eq(products.id, orders.productId))
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .leftJoin(disputeProposals, and(eq(disputeProposals.kind, 'order'), eq(disputeProposals.orderId, orders.id)))
    .leftJoin(proposer, eq(proposer.id, disputeProposals.proposedBy))
    .where(isNull(orderDisputes.decidedAt))
    .orderBy(asc(orderDisputes.openedAt), asc(orders.id))
    .limit(200);
  const ticketRows = await db
    .select({
      id: ticketOrders.id,
      totalKobo: ticketOrders.totalKobo,
      title: events.title,
      openedAt: ticketDisputes.openedAt,
      buyer: personColumns(buyer),
      seller: personColumns(seller),
      proposal: disputeProposals,
      proposer: proposer.email,
      openQuestions: openQuestionsOf('ticket-order', ticketOrders.id),
    })
    .from(ticketDisputes)
    .innerJoin(ticketOrders, eq(ticketOrders.id, ticketDisputes.orderId))
    .innerJoin(events, eq(events.id, ticketOrders.eventId))
    .innerJoin(buyer, eq(buyer.id, ticketOrders.buyerId))
    .innerJoin(seller, eq(seller.id, ticketOrders.sellerId))
    .leftJoin(disputeProposals, and(eq(disputeProposals.kind, 'ticket-order'), eq(disputeProposals.orderId, ticketOrders.id)))
    .leftJoin(proposer, eq(proposer.id, disputeProposals.proposedBy))
    .where(isNull(ticketDisputes.decidedAt))
    .orderBy(asc(ticketDisputes.openedAt), asc(ticketOrders.id))
    .limit(200);
  const summaries: AdminDisputeSummary[] = [
    ...productRows.map((row) => ({ ...row, kind: 'order' as const, answered: row.answeredAt !== null })),
    ...ticketRows.map((row) => ({ ...row, kind: 'ticket-order' as const, answered: false })),
  ].map((row) => ({
    kind: row.kind,
    id: row.id,
    title: row.title,
    amountKobo: row.totalKobo,
    openedAt: row.openedAt.toISOString(),
    buyer: personOf(row.buyer),
    seller: personOf(row.seller),
    answered: row.answered,
    openQuestions: Number(row.openQuestions),
    proposal: toProposal(row.proposal, row.proposer),
  }));
  return summaries.sort((a, b) => a.openedAt.localeCompare(b.openedAt) || a.id.localeCompare(b.id));
}

/** Private files by key, as URLs a reader allowed to see them opens (`/v1/file/<bucket>/<key>`), in the keys' order. */
async function fileUrls(db: Database, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({ key: files.key, bucket: files.bucket })
    .from(files)
    .where(inArray(files.key, [...keys]));
  return new Map(rows.map((file) => [file.key, `/v1/file/${file.bucket}/${file.key}`]));
}
const urlsIn = (keys: readonly string[], urls: Map<string, string>) =>
  keys.flatMap((key) => {
    const url = urls.get(key);
    return url ? [{ url }] : [];
  });

async function timelineOf(db: Database, kind: DeskKind, id: string): Promise<AdminDisputeCase['timeline']> {
  const table = kind.events;
  const rows = await db
    .select({
      kind: table.kind,
      from: table.fromStatus,
      to: table.toStatus,
      actor: table.actor,
      note: table.note,
      at: table.createdAt,
      actorRole: users.role,
      actorEmail: users.email,
      actorFirstname: users.firstname,
      actorLastname: users.lastname,
    })
    .from(table)
    .leftJoin(users, eq(users.id, table.actorId))
    .where(eq(table.orderId, id))
    .orderBy(asc(table.id));
  return rows.map((row) => ({
    kind: row.kind,
    from: row.from,
    to: row.to,
    actor: row.actor,
    actorName:
      row.actorEmail === null
        ? null
        : row.actor === 'admin'
          ? row.actorEmail
          : `${row.actorFirstname ?? ''} ${row.actorLastname ?? ''}`.trim(),
    note: row.note,
    at: row.at.toISOString(),
  }));
}

/** The conversation between the buyer and the seller about this listing, oldest first. */
async function chatOf(db: Database, purchase: DisputedPurchase): Promise<AdminDisputeCase['chat']> {
  const [low, high] = [purchase.buyerId, purchase.sellerId].sort();
  const rows = await db
    .select({
      id: chatMessages.id,
      senderId: chatMessages.senderId,
      body: chatMessages.body,
      imageKeys: chatMessages.imageKeys,
      at: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(
      and(
        eq(chats.userLow, low ?? ''),
        eq(chats.userHigh, high ?? ''),
        eq(chats.listingType, purchase.listing.type),
        eq(chats.listingId, purchase.listing.id),
      ),
    )
    .orderBy(asc(chatMessages.seq))
    .limit(500);
  const urls = await fileUrls(
    db,
    rows.flatMap((row) => row.imageKeys),
  );
  return rows.map((row) => ({
    id: row.id,
    from: row.senderId === purchase.buyerId ? 'buyer' : 'seller',
    text: row.body,
    images: urlsIn(row.imageKeys, urls),
    at: row.at.toISOString(),
  }));
}

/** Every entry of the ledger transactions that moved this purchase's escrow, in the order they were posted. */
async function ledgerOf(db: Database, purchase: DisputedPurchase, names: Map<string, string>): Promise<DisputeLedgerEntry[]> {
  const escrowId = ledgerAccountId(ledgerAccount.orderEscrow(purchase.id, purchase));
  const touching = db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, escrowId));
  const rows = await db
    .select({
      transactionId: ledgerEntries.transactionId,
      kind: ledgerTransactions.kind,
      accountId: ledgerEntries.accountId,
      amount: ledgerEntries.amount,
      at: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(inArray(ledgerEntries.transactionId, touching))
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerEntries.id));
  const label = (accountId: string) => {
    if (accountId === escrowId) return 'Escrow';
    if (accountId === 'platform:fees') return 'Platform fees';
    if (accountId === 'provider:clearing') return 'Payment provider';
    if (accountId === ledgerAccountId(ledgerAccount.userAvailable(purchase.buyerId)))
      return `Buyer (${names.get(purchase.buyerId) ?? ''})`;
    if (accountId === ledgerAccountId(ledgerAccount.userAvailable(purchase.sellerId)))
      return `Seller (${names.get(purchase.sellerId) ?? ''})`;
    return accountId;
  };
  return rows.map((row) => ({
    transactionId: row.transactionId,
    transactionKind: row.kind,
    accountId: row.accountId,
    accountLabel: label(row.accountId),
    amountKobo: row.amount,
    at: row.at.toISOString(),
  }));
}

/** The desk's kind for an address's `kind`, or the 404 any unknown case gets. */
export function deskKindOf(slug: string): DeskKind {
  const kind = (deskKinds as Record<string, DeskKind | undefined>)[slug];
  if (!kind) throw notFound('Dispute not found');
  return kind;
}

export const DISPUTE_NOT_FOUND = 'Dispute not found';

/** A disputed purchase of `kind`, or 404 (also for a purchase that was never disputed). */
export async function disputedPurchase(db: Database, kind: DeskKind, id: string): Promise<DisputedPurchase> {
  const purchase = await kind.read(db, id);
  if (!purchase) throw notFound(DISPUTE_NOT_FOUND);
  return purchase;
}

/** One case in full, open or decided (see `contract/adminDisputes.ts`). */
export async function disputeCase(db: Database, kind: DeskKind, id: string, feeBps: number): Promise<AdminDisputeCase> {
  const purchase = await disputedPurchase(db, kind, id);
  const { dispute } = purchase;
  const [people, questions, [proposal], timeline, chat, escrow] = await Promise.all([
    db
      .select(personColumns(buyer))
      .from(buyer)
      .where(or(eq(buyer.id, purchase.buyerId), eq(buyer.id, purchase.sellerId))),
    db
      .select({ question: disputeQuestions, askedBy: users.email })
      .from(disputeQuestions)
      .innerJoin(users, eq(users.id, disputeQuestions.askedBy))
      .where(and(eq(disputeQuestions.kind, kind.slug), eq(disputeQuestions.orderId, id)))
      .orderBy(asc(disputeQuestions.askedAt), asc(disputeQuestions.id)),
    db
      .select({ proposal: disputeProposals, by: users.email })
      .from(disputeProposals)
      .innerJoin(users, eq(users.id, disputeProposals.proposedBy))
      .where(and(eq(disputeProposals.kind, kind.slug), eq(disputeProposals.orderId, id))),
    timelineOf(db, kind, id),
    chatOf(db, purchase),
    escrowBalance(db, purchase),
  ]);
  const person = new Map(people.map((user) => [user.id, personOf(user)]));
  const names = new Map(people.map((user) => [user.id, personOf(user).name]));
  const [photoUrls, decider, ledger] = await Promise.all([
    fileUrls(db, dispute.photoKeys),
    dispute.decidedBy
      ? db.select({ email: users.email }).from(users).where(eq(users.id, dispute.decidedBy))
      : Promise.resolve([]),
    ledgerOf(db, purchase, names),
  ]);
  const decided = dispute.outcome && dispute.decidedAt;
  return {
    kind: kind.slug,
    id,
    status: purchase.status,
    title: purchase.title,
    listingSlug: purchase.listingSlug,
    buyer: person.get(purchase.buyerId) ?? { id: purchase.buyerId, name: '', email: '' },
    seller: person.get(purchase.sellerId) ?? { id: purchase.sellerId, name: '', email: '' },
    totalKobo: purchase.totalKobo,
    amountInEscrowKobo: escrow,
    releaseFeeKobo: Math.floor((purchase.feeBaseKobo * feeBps) / 10_000),
    deliveryMethod: purchase.deliveryMethod,
    escrowCode: purchase.escrowCode,
    timeline,
    statement: { text: dispute.reason, photos: urlsIn(dispute.photoKeys, photoUrls), at: dispute.openedAt.toISOString() },
    answer: dispute.answer !== null && dispute.answeredAt ? { text: dispute.answer, at: dispute.answeredAt.toISOString() } : null,
    chat,
    questions: questions.map(({ question, askedBy }) => ({
      id: question.id,
      to: question.party,
      text: question.text,
      askedBy: { id: question.askedBy, email: askedBy },
      askedAt: question.askedAt.toISOString(),
      answer: question.answer,
      answeredAt: question.answeredAt?.toISOString() ?? null,
    })),
    proposal: proposal ? toProposal(proposal.proposal, proposal.by) : null,
    decision:
      decided && dispute.outcome && dispute.decidedAt
        ? {
            outcome: dispute.outcome,
            buyerKobo: dispute.buyerKobo ?? 0,
            sellerKobo: dispute.sellerKobo ?? 0,
            feeKobo: purchase.totalKobo - (dispute.buyerKobo ?? 0) - (dispute.sellerKobo ?? 0),
            reason: dispute.note,
            decidedBy: dispute.decidedBy ? { id: dispute.decidedBy, email: decider[0]?.email ?? '' } : null,
            decidedAt: dispute.decidedAt.toISOString(),
          }
        : null,
    ledger,
  };
}

/** What the purchase's escrow account holds now (0 when it never held anything). */
async function escrowBalance(db: Database, purchase: DisputedPurchase): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, ledgerAccountId(ledgerAccount.orderEscrow(purchase.id, purchase))));
  return Number(row?.n ?? 0);
}
