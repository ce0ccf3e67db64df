/**
 * The wire pieces every escrowed order shares, a product order (`./orders`) and a ticket order
 * (`./tickets`) alike: the buyer's contact fields, the quantity of a line, the payment page, the
 * list query and a dispute's decision. Each module builds its own schemas from these.
 */
import * as v from 'valibot';
import { dataEnvelope } from './envelope';
import { body, multilineText, requiredText } from './fields';
import { MAX_PAGE_SIZE, queryInteger } from './listing';

/** The buyer's phone as typed at checkout: digits, spaces and dashes, an optional leading '+'. */
export const contactPhoneField = v.pipe(
  requiredText('Phone Number', 20),
  v.regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, 'Phone Number must be a valid phone number'),
);

/** The buyer's contact as stored with the order; `university` is the campus's name. */
export const storedContactEntries = {
  firstname: v.string(),
  lastname: v.string(),
  email: v.string(),
  phone: v.string(),
  universityId: v.number(),
  university: v.nullable(v.string()),
};

/** How many of one thing a line of an order takes: a whole number from 1 to `max`. */
/* @__NO_SIDE_EFFECTS__ */
export const lineQuantityField = (max: number) =>
  v.pipe(
    v.number('Quantity must be a number'),
    v.integer('Quantity must be a whole number'),
    v.minValue(1, 'Quantity must be at least 1'),
    v.maxValue(max, `Quantity must be at most ${max}`),
  );

/** The provider's page the buyer pays on, and the reference that names the payment there. */
export const paymentRedirectSchema = v.object({ authorizationUrl: v.string(), reference: v.string() });
export type PaymentRedirect = v.InferOutput<typeof paymentRedirectSchema>;

/** How many orders one page of the buyer's or seller's order list shows: product and ticket orders alike. */
export const ORDER_LIST_PAGE_SIZE = 10;

/** The query of a list of the caller's orders: one page, or only the order with a payment reference. */
export const orderListQueryEntries = {
  /** Only the caller's order with this payment reference (the return page after paying knows only it). */
  reference: v.optional(v.pipe(requiredText('Reference', 100), v.regex(/^[\w-]+$/, 'Reference must be a payment reference'))),
  page: queryInteger('Page', 1, 10_000),
  pageSize: queryInteger('Page size', 1, MAX_PAGE_SIZE),
};

/** An administrator's decision on a dispute: who gets how much of the escrow, and why. */
export const disputeDecisionSchema = v.object({
  outcome: v.picklist(['refund', 'release', 'split']),
  buyerKobo: v.number(),
  sellerKobo: v.number(),
  note: v.nullable(v.string()),
  decidedAt: v.string(),
});

/** What creating an order answers (201): the order, and where the buyer pays for it. */
/* @__NO_SIDE_EFFECTS__ */
export function createdOrderEnvelope<TOrder extends v.GenericSchema, TPayment extends v.GenericSchema>(
  order: TOrder,
  payment: TPayment,
) {
  return dataEnvelope(v.object({ order, payment }));
}

/**
 * A dispute question as the party it was asked of sees it on their order (GET /v1/orders/{id},
 * GET /v1/ticket-orders/{id}: `dispute.questions`, theirs only), answered with
 * POST /v1/orders/{id}/dispute-questions/{questionId}/answer (or /v1/ticket-orders/...) once.
 */
export const partyDisputeQuestionSchema = v.object({
  id: v.string(),
  text: v.string(),
  askedAt: v.string(),
  answer: v.nullable(v.string()),
  answeredAt: v.nullable(v.string()),
});
export type PartyDisputeQuestion = v.InferOutput<typeof partyDisputeQuestionSchema>;
export const answerDisputeQuestionBodySchema = body({ answer: multilineText('Answer', 1000) });
export type AnswerDisputeQuestionBody = v.InferInput<typeof answerDisputeQuestionBodySchema>;
