/**
 * The dispute desk on the wire: product and ticket disputes in one queue, a case with everything
 * a staff member needs to decide it, questions to either party, a proposed decision, and the
 * decision itself (refund, release or a split by amount, with a reason both parties read).
 *
 * - GET  /v1/admin/disputes                          -> AdminDisputeListResponse (`disputes.read`)
 * - GET  /v1/admin/disputes/{kind}/{id}              -> AdminDisputeCaseResponse (`disputes.read`)
 * - POST /v1/admin/disputes/{kind}/{id}/questions    AskDisputeQuestionBody -> 201 AdminDisputeCaseResponse (`disputes.message`)
 * - POST /v1/admin/disputes/{kind}/{id}/proposal     ProposeDisputeBody -> 200 AdminDisputeCaseResponse (`disputes.propose`)
 * - POST /v1/admin/disputes/{kind}/{id}/decision     DecideDisputeBody -> 200 AdminDisputeCaseResponse (`disputes.decide`)
 *
 * `kind` is `order` (a product order) or `ticket-order`. A case that is not a dispute answers 404;
 * a question, proposal or decision on a case decided already answers 409 naming who decided it
 * and when (`Decided by ada@kampus.ng at Sat, 28 Nov 2026, 10:42.`), with `decidedBy`
 * and `decidedAt` in `errors`. Amounts are integer kobo.
 */
import * as v from 'valibot';
import { dataEnvelope } from './envelope';
import { body, multilineText } from './fields';
import { MAX_ORDER_TOTAL_KOBO, nairaText } from './money';

/** The two kinds of escrowed purchase a dispute can be about, as the desk's addresses name them. */
export const disputeKinds = ['order', 'ticket-order'] as const;
export type DisputeKind = (typeof disputeKinds)[number];
export const disputeKindSchema = v.picklist(disputeKinds, "Kind must be 'order' or 'ticket-order'");

/** A question goes to one party of the purchase. */
export const disputeParties = ['buyer', 'seller'] as const;
export type DisputeParty = (typeof disputeParties)[number];

/** A staff member as a case names them (who asked, proposed, decided). */
export const disputeStaffSchema = v.object({ id: v.string(), email: v.string() });
export type DisputeStaff = v.InferOutput<typeof disputeStaffSchema>;

/** A party of the purchase: the buyer, or the seller (a ticket order's organiser). */
export const disputePartySchema = v.object({ id: v.string(), name: v.string(), email: v.string() });
export type DisputePartyPerson = v.InferOutput<typeof disputePartySchema>;

const outcomeSchema = v.picklist(['refund', 'release', 'split']);

/** A staff member's suggested decision, before someone allowed to decide does. Latest one only. */
export const disputeProposalSchema = v.object({
  outcome: outcomeSchema,
  /** What the buyer would get back (the whole escrow for a refund, 0 for a release). */
  buyerKobo: v.number(),
  /** What the seller would receive after the platform fee. */
  sellerKobo: v.number(),
  feeKobo: v.number(),
  reason: v.string(),
  proposedBy: disputeStaffSchema,
  proposedAt: v.string(),
});
export type DisputeProposal = v.InferOutput<typeof disputeProposalSchema>;

/** A case in the queue: oldest first. */
export const adminDisputeSummarySchema = v.object({
  kind: disputeKindSchema,
  /** The order's (or ticket order's) id. */
  id: v.string(),
  /** The product's or the event's title. */
  title: v.string(),
  /** What the escrow holds for this purchase. */
  amountKobo: v.number(),
  openedAt: v.string(),
  buyer: disputePartySchema,
  seller: disputePartySchema,
  /** Whether the seller answered the buyer's statement (a ticket dispute has no answer: false). */
  answered: v.boolean(),
  /** Questions asked and not answered yet. */
  openQuestions: v.number(),
  proposal: v.nullable(disputeProposalSchema),
});
export type AdminDisputeSummary = v.InferOutput<typeof adminDisputeSummarySchema>;
export const adminDisputeListResponseSchema = dataEnvelope(v.array(adminDisputeSummarySchema));
export type AdminDisputeListResponse = v.InferOutput<typeof adminDisputeListResponseSchema>;

/** One step of the purchase's history, oldest first: who moved it (their name when a person), when, from which status to which. */
export const disputeTimelineEventSchema = v.object({
  /** The transition's name (`place`, `confirm_payment`, `arrived`, `dispute`, `resolve`...). */
  kind: v.string(),
  from: v.nullable(v.string()),
  to: v.string(),
  actor: v.picklist(['buyer', 'seller', 'admin', 'system']),
  /** The person who acted (the e-mail for staff), null for the system. */
  actorName: v.nullable(v.string()),
  note: v.nullable(v.string()),
  at: v.string(),
});
export type DisputeTimelineEvent = v.InferOutput<typeof disputeTimelineEventSchema>;

/** A file a staff member may open (a private file, served to those allowed to read it). */
export const disputeFileSchema = v.object({ url: v.string() });

/** A message of the chat between the buyer and the seller about this listing, oldest first. */
export const disputeChatMessageSchema = v.object({
  id: v.string(),
  from: v.picklist(disputeParties),
  /** Null for a message of images only. */
  text: v.nullable(v.string()),
  images: v.array(disputeFileSchema),
  at: v.string(),
});
export type DisputeChatMessage = v.InferOutput<typeof disputeChatMessageSchema>;

/** A question from the desk to one party, and their answer (once). */
export const adminDisputeQuestionSchema = v.object({
  id: v.string(),
  to: v.picklist(disputeParties),
  text: v.string(),
  askedBy: disputeStaffSchema,
  askedAt: v.string(),
  answer: v.nullable(v.string()),
  answeredAt: v.nullable(v.string()),
});
export type AdminDisputeQuestion = v.InferOutput<typeof adminDisputeQuestionSchema>;

/** The decision, once made: by a staff member, or by a rule (an unanswered dispute refunded: `decidedBy` null). */
export const adminDisputeDecisionSchema = v.object({
  outcome: outcomeSchema,
  buyerKobo: v.number(),
  sellerKobo: v.number(),
  feeKobo: v.number(),
  /** The reason both parties read. */
  reason: v.nullable(v.string()),
  decidedBy: v.nullable(disputeStaffSchema),
  decidedAt: v.string(),
});
export type AdminDisputeDecision = v.InferOutput<typeof adminDisputeDecisionSchema>;

/** One entry of a ledger transaction of this purchase (signed: + into the account, - out of it). */
export const disputeLedgerEntrySchema = v.object({
  transactionId: v.string(),
  /** `refund`, `release`, `split`, `capture`... */
  transactionKind: v.string(),
  /** `order:<id>:escrow`, `user:<id>:available`, `platform:fees`... */
  accountId: v.string(),
  /** Whose account it is, in words: 'Escrow', 'Buyer (Ada Obi)', 'Seller (Tolu Ade)', 'Platform fees'. */
  accountLabel: v.string(),
  amountKobo: v.number(),
  at: v.string(),
});
export type DisputeLedgerEntry = v.InferOutput<typeof disputeLedgerEntrySchema>;

/** GET /v1/admin/disputes/{kind}/{id}: a case, whether open or decided. */
export const adminDisputeCaseSchema = v.object({
  kind: disputeKindSchema,
  id: v.string(),
  /** The purchase's status now (`disputed`, `resolved`, `cancelled`...). */
  status: v.string(),
  title: v.string(),
  /** The product's or event's public page slug. */
  listingSlug: v.string(),
  buyer: disputePartySchema,
  seller: disputePartySchema,
  /** What the buyer paid, all of it held in escrow while the dispute is open. */
  totalKobo: v.number(),
  /** What the escrow holds now (0 once decided). */
  amountInEscrowKobo: v.number(),
  /** The platform fee a release would take (a split takes it in proportion to the seller's share). */
  releaseFeeKobo: v.number(),
  /** `pickup` or `door` for a product order; `ticket` for a ticket order. */
  deliveryMethod: v.picklist(['pickup', 'door', 'ticket']),
  /** The escrow code at the handover: wrong codes typed by the seller, and whether entry is locked. Null for tickets. */
  escrowCode: v.nullable(v.object({ failedAttempts: v.number(), locked: v.boolean() })),
  timeline: v.array(disputeTimelineEventSchema),
  /** The buyer's statement with their photos (a ticket dispute has none). */
  statement: v.object({ text: v.string(), photos: v.array(disputeFileSchema), at: v.string() }),
  /** The seller's answer to the statement, null until (or unless) they answer. */
  answer: v.nullable(v.object({ text: v.string(), at: v.string() })),
  chat: v.array(disputeChatMessageSchema),
  questions: v.array(adminDisputeQuestionSchema),
  proposal: v.nullable(disputeProposalSchema),
  decision: v.nullable(adminDisputeDecisionSchema),
  /** The ledger's entries for this purchase (the payment into escrow, and after the decision its sharing out). */
  ledger: v.array(disputeLedgerEntrySchema),
});
export type AdminDisputeCase = v.InferOutput<typeof adminDisputeCaseSchema>;
export const adminDisputeCaseResponseSchema = dataEnvelope(adminDisputeCaseSchema);
export type AdminDisputeCaseResponse = v.InferOutput<typeof adminDisputeCaseResponseSchema>;

export const DISPUTE_QUESTION_MAX = 1000;
export const DISPUTE_REASON_MAX = 1000;

/** POST .../questions: the party is notified and answers in the app, once. */
export const askDisputeQuestionBodySchema = body({
  to: v.picklist(disputeParties, "To must be 'buyer' or 'seller'"),
  text: multilineText('Question', DISPUTE_QUESTION_MAX),
});
export type AskDisputeQuestionBody = v.InferInput<typeof askDisputeQuestionBodySchema>;

const buyerKoboField = v.pipe(
  v.number('Buyer amount must be a number of kobo'),
  v.integer('Buyer amount must be a whole number of kobo'),
  v.minValue(1, 'Buyer amount must be more than 0'),
  v.maxValue(MAX_ORDER_TOTAL_KOBO, `Buyer amount must be at most ${nairaText(MAX_ORDER_TOTAL_KOBO)}`),
);

/**
 * A decision's body, proposed or made: refund, release, or split (`buyerKobo` back to the buyer,
 * less than the escrow; the rest to the seller less its share of the fee), and the reason.
 */
/* @__NO_SIDE_EFFECTS__ */
function decisionBody(reasonLabel: string) {
  const reason = multilineText(reasonLabel, DISPUTE_REASON_MAX);
  return v.variant(
    'outcome',
    [
      v.object({ outcome: v.literal('refund'), reason }),
      v.object({ outcome: v.literal('release'), reason }),
      v.object({ outcome: v.literal('split'), buyerKobo: buyerKoboField, reason }),
    ],
    "Outcome must be 'refund', 'release' or 'split'",
  );
}

/** POST .../proposal: a suggested decision for someone allowed to decide (replaces an earlier one). */
export const proposeDisputeBodySchema = decisionBody('Reason');
export type ProposeDisputeBody = v.InferInput<typeof proposeDisputeBodySchema>;

/** POST .../decision: the decision; the reason is sent to both parties and shown on their order. */
export const decideDisputeBodySchema = decisionBody('Reason');
export type DecideDisputeBody = v.InferInput<typeof decideDisputeBodySchema>;
