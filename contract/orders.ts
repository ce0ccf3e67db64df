/**
 * Product orders on the wire: POST /v1/orders (checkout), GET /v1/orders?role=buyer|seller,
 * GET /v1/orders/{id}. The state machine itself (statuses, transitions, timeline) is in
 * `./order`; amounts are integer kobo.
 */
import * as v from 'valibot';
import { body, codeField, emailField, idField, multilineText, optionalMultilineText, requiredText } from './fields';
import { dataEnvelope } from './envelope';
import * as escrowOrder from './escrowOrder';
import { listingImageSchema, pageEnvelope, sellerSummarySchema } from './listing';
import { MAX_ORDER_TOTAL_KOBO, nairaText } from './money';
import { orderDeliveryMethods, orderStatusSchema, orderStatuses, orderTimelineStepLabels, orderTransitionNames } from './order';

export const ORDER_MAX_QUANTITY = 100;

// The dashboard lists product and ticket orders as tabs of one page, a page of either as long.
export { ORDER_LIST_PAGE_SIZE } from './escrowOrder';
// A dispute question from the desk to a party, answered on their order (product or ticket).
export { answerDisputeQuestionBodySchema, partyDisputeQuestionSchema } from './escrowOrder';
export type { AnswerDisputeQuestionBody, PartyDisputeQuestion } from './escrowOrder';

/** Who receives the item, whatever the method: the checkout form's contact fields and campus. */
const contactEntries = {
  firstname: requiredText('First Name', 60),
  lastname: requiredText('Last Name', 60),
  /** Where order e-mails about this delivery go; the buyer's account e-mail when absent. */
  email: v.optional(emailField('Email Address')),
  phone: escrowOrder.contactPhoneField,
  /** The campus (a university id from GET /v1/university). */
  universityId: idField('Campus'),
};

/** Door delivery also needs where on campus: the specific address and the closest landmark. */
export const orderDeliveryBodySchema = v.variant(
  'method',
  [
    v.object({ method: v.literal('pickup'), ...contactEntries }),
    v.object({
      method: v.literal('door'),
      ...contactEntries,
      address: requiredText('Specific address in the university', 200),
      landmark: requiredText('Closest landmark', 120),
    }),
  ],
  "Delivery type must be 'door' or 'pickup'",
);
export type OrderDeliveryBody = v.InferInput<typeof orderDeliveryBodySchema>;

/** POST /v1/orders -> 201 CreateOrderResponse. The buyer must accept the escrow and refund policy. */
export const createOrderBodySchema = body({
  productId: v.pipe(v.string('Product must be a product id'), v.uuid('Product must be a product id')),
  quantity: escrowOrder.lineQuantityField(ORDER_MAX_QUANTITY),
  delivery: orderDeliveryBodySchema,
  escrowAgreement: v.literal(true, 'Accept the escrow and refund policy to pay'),
});
export type CreateOrderBody = v.InferInput<typeof createOrderBodySchema>;
export type CreateOrderInput = v.InferOutput<typeof createOrderBodySchema>;

/** The delivery as stored with the order; `university` is the campus's name. */
export const orderDeliverySchema = v.object({
  method: v.picklist(orderDeliveryMethods),
  ...escrowOrder.storedContactEntries,
  address: v.nullable(v.string()),
  landmark: v.nullable(v.string()),
});
export type OrderDelivery = v.InferOutput<typeof orderDeliverySchema>;

export const orderProductSummarySchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  image: v.nullable(listingImageSchema),
});

export const orderBuyerSummarySchema = v.object({ id: v.string(), name: v.string() });

export const orderTimelineSchema = v.variant('kind', [
  v.object({
    kind: v.literal('progress'),
    steps: v.array(v.object({ label: v.picklist(orderTimelineStepLabels), state: v.picklist(['completed', 'next', 'future']) })),
  }),
  v.object({ kind: v.literal('ended'), status: orderStatusSchema, label: v.string() }),
]);

/** One step of the order's history: who moved it, when, from which status to which. */
export const orderEventSchema = v.object({
  /** A transition name, or `refund_after_expiry` for a payment that arrived too late. */
  kind: v.string(),
  from: v.nullable(orderStatusSchema),
  to: orderStatusSchema,
  actor: v.picklist(['buyer', 'seller', 'admin', 'system']),
  note: v.nullable(v.string()),
  at: v.string(),
});
export type OrderEvent = v.InferOutput<typeof orderEventSchema>;

export const orderSchema = v.object({
  id: v.string(),
  status: orderStatusSchema,
  product: orderProductSummarySchema,
  quantity: v.number(),
  unitPriceKobo: v.number(),
  deliveryFeeKobo: v.number(),
  /** Unit price × quantity. */
  subtotalKobo: v.number(),
  /** Subtotal plus the delivery fee: what the buyer pays. */
  totalKobo: v.number(),
  delivery: orderDeliverySchema,
  buyer: orderBuyerSummarySchema,
  seller: sellerSummarySchema,
  paymentReference: v.string(),
  /** Until when an unpaid order can be paid (null once paid or ended). */
  paymentDueAt: v.nullable(v.string()),
  /** When the current status's timer runs out (the payment window, the seller's answer…), or null. */
  dueAt: v.nullable(v.string()),
  paidAt: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  /** The transitions the caller may apply now (their buttons). */
  allowedTransitions: v.array(v.picklist(orderTransitionNames)),
  timeline: orderTimelineSchema,
});
export type Order = v.InferOutput<typeof orderSchema>;

/** A running timer of the order, for its countdown ("auto-completes in 41 h"). */
export const orderTimerKinds = [
  'payment_window',
  'seller_answer',
  'auto_complete',
  'auto_complete_reminder',
  'late_delivery',
  'dispute_answer',
] as const;
export type OrderTimerKind = (typeof orderTimerKinds)[number];
export const orderRunningTimerSchema = v.object({ kind: v.picklist(orderTimerKinds), dueAt: v.string() });
export type OrderRunningTimer = v.InferOutput<typeof orderRunningTimerSchema>;

export const orderDisputeSchema = v.object({
  reason: v.string(),
  /** Up to 5 photos the buyer uploaded (private files: the order's parties and administrators). */
  photos: v.array(v.object({ url: v.string() })),
  openedAt: v.string(),
  answer: v.nullable(v.string()),
  answeredAt: v.nullable(v.string()),
  /** The administrator's decision once resolved (or the automatic refund of an unanswered dispute). */
  decision: v.nullable(v.object({ ...escrowOrder.disputeDecisionSchema.entries, decidedBy: v.nullable(v.string()) })),
  /** The desk's questions to the caller (buyer or seller: their own only), oldest first. */
  questions: v.array(escrowOrder.partyDisputeQuestionSchema),
});
export type OrderDispute = v.InferOutput<typeof orderDisputeSchema>;

export const orderReviewSchema = v.object({ rating: v.number(), text: v.string(), createdAt: v.string() });

/** GET /v1/orders/{id}: the order, its history (oldest first) and what only its parties see. */
export const orderDetailSchema = v.object({
  ...orderSchema.entries,
  events: v.array(orderEventSchema),
  /** The 6-digit escrow code: shown to the buyer only (null for everyone else). */
  escrowCode: v.nullable(v.string()),
  /** Five wrong codes lock code entry for this order: the seller then waits for the buyer to confirm. */
  handoverLocked: v.boolean(),
  /** When the delivery was promised for (set when the seller accepts), or null. */
  deliveryDueAt: v.nullable(v.string()),
  /** Every timer running now, soonest first. */
  timers: v.array(orderRunningTimerSchema),
  /** The platform fee taken from the seller's side on release (shown to the seller and admins; 0 for the buyer). */
  platformFeeKobo: v.number(),
  dispute: v.nullable(orderDisputeSchema),
  review: v.nullable(orderReviewSchema),
});
export type OrderDetail = v.InferOutput<typeof orderDetailSchema>;
export const orderDetailResponseSchema = dataEnvelope(orderDetailSchema);
export type OrderDetailResponse = v.InferOutput<typeof orderDetailResponseSchema>;

/** POST /v1/orders -> 201: the order, and the payment page to send the buyer to. */
export const createOrderResponseSchema = escrowOrder.createdOrderEnvelope(orderDetailSchema, escrowOrder.paymentRedirectSchema);
export type CreateOrderResponse = v.InferOutput<typeof createOrderResponseSchema>;

/** GET /v1/orders: the caller's orders as buyer (default) or as seller, newest first. */
export const orderListQuerySchema = v.object({
  role: v.optional(v.picklist(['buyer', 'seller'], "Role must be 'buyer' or 'seller'")),
  status: v.optional(v.picklist(orderStatuses, 'Unknown order status')),
  ...escrowOrder.orderListQueryEntries,
});
export type OrderListQuery = v.InferInput<typeof orderListQuerySchema>;
export const orderListResponseSchema = pageEnvelope(orderSchema);
export type OrderListResponse = v.InferOutput<typeof orderListResponseSchema>;

/**
 * One endpoint per transition: POST /v1/orders/{id}/<path> with the body below -> 200
 * OrderDetailResponse. A transition not allowed for the caller answers 403, from the current
 * status 409, and changes nothing.
 */
export const orderTransitionPaths = {
  accept: 'accept',
  decline: 'decline',
  cancel: 'cancel',
  dispatch: 'dispatch',
  arrived: 'arrived',
  handover: 'handover',
  confirm: 'confirm',
  dispute: 'dispute',
  answer_dispute: 'dispute/answer',
  review: 'review',
} as const;
export type OrderActionName = keyof typeof orderTransitionPaths;

export const declineOrderBodySchema = body({ reason: multilineText('Reason', 500) });
export const cancelOrderBodySchema = body({ reason: optionalMultilineText('Reason', 500) });
export const emptyOrderActionBodySchema = body({});
/** The buyer's escrow code, typed or read from its QR by the seller at the handover. */
export const handoverBodySchema = body({ code: codeField('Escrow code') });
export const MAX_DISPUTE_PHOTOS = 5;
/** Photos are uploaded first (POST /v1/file/upload, private) and named here by their upload key. */
export const disputeBodySchema = body({
  reason: multilineText('Reason', 1000),
  photoKeys: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string('Photos must be upload keys'),
          v.nonEmpty('Photos must be upload keys'),
          v.maxLength(200, 'Photos must be upload keys'),
          v.regex(/^[\w.-]+$/, 'Photos must be upload keys'),
        ),
      ),
      v.maxLength(MAX_DISPUTE_PHOTOS, `Add at most ${MAX_DISPUTE_PHOTOS} photos`),
    ),
    [],
  ),
});
export const answerDisputeBodySchema = body({ answer: multilineText('Answer', 1000) });
export const reviewOrderBodySchema = body({
  rating: v.pipe(
    v.number('Rating must be a number'),
    v.integer('Rating must be a whole number of stars'),
    v.minValue(1, 'Rating must be 1 to 5 stars'),
    v.maxValue(5, 'Rating must be 1 to 5 stars'),
  ),
  text: multilineText('Review', 1000),
});
export type DeclineOrderBody = v.InferInput<typeof declineOrderBodySchema>;
export type CancelOrderBody = v.InferInput<typeof cancelOrderBodySchema>;
export type HandoverBody = v.InferInput<typeof handoverBodySchema>;
export type DisputeBody = v.InferInput<typeof disputeBodySchema>;
export type AnswerDisputeBody = v.InferInput<typeof answerDisputeBodySchema>;
export type ReviewOrderBody = v.InferInput<typeof reviewOrderBodySchema>;

/**
 * POST /v1/admin/orders/{id}/resolve (administrators) -> 200 OrderDetailResponse: the dispute's
 * decision. `split` sends `buyerKobo` back to the buyer and the rest of the escrow to the seller
 * (the platform fee is taken only from what the seller receives).
 */
export const resolveDisputeBodySchema = v.variant(
  'outcome',
  [
    v.object({ outcome: v.literal('refund'), note: optionalMultilineText('Note', 1000) }),
    v.object({ outcome: v.literal('release'), note: optionalMultilineText('Note', 1000) }),
    v.object({
      outcome: v.literal('split'),
      buyerKobo: v.pipe(
        v.number('Buyer amount must be a number of kobo'),
        v.integer('Buyer amount must be a whole number of kobo'),
        v.minValue(1, 'Buyer amount must be more than 0'),
        v.maxValue(MAX_ORDER_TOTAL_KOBO, `Buyer amount must be at most ${nairaText(MAX_ORDER_TOTAL_KOBO)}`),
      ),
      note: optionalMultilineText('Note', 1000),
    }),
  ],
  "Outcome must be 'refund', 'release' or 'split'",
);
export type ResolveDisputeBody = v.InferInput<typeof resolveDisputeBodySchema>;

/** GET /v1/wallet: the signed-in user's balances, read from the ledger, in kobo. */
export const walletBalancesSchema = v.object({
  /** Withdrawable now (refunds and released sales land here). */
  availableKobo: v.number(),
  /** Paid as a buyer, held in escrow, not released yet. */
  inEscrowAsBuyerKobo: v.number(),
  /** Sold as a seller, held in escrow, not released yet (before the fee). */
  inEscrowAsSellerKobo: v.number(),
  /** Withdrawals on their way to the bank. */
  pendingWithdrawalsKobo: v.number(),
});
export type WalletBalances = v.InferOutput<typeof walletBalancesSchema>;
export const walletResponseSchema = v.object({ data: walletBalancesSchema });
export type WalletResponse = v.InferOutput<typeof walletResponseSchema>;
