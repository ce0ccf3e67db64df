/**
 * Product orders on the wire: POST /v1/orders (checkout), GET /v1/orders?role=buyer|seller,
 * GET /v1/orders/{id}. The state machine itself (statuses, transitions, timeline) is in
 * `./order`; amounts are integer kobo.
 */
import * as v from 'valibot';
import { body, idField, requiredText } from './fields';
import { listingImageSchema, pageEnvelope, queryInteger, sellerSummarySchema, MAX_PAGE_SIZE } from './listing';
import { orderDeliveryMethods, orderStatusSchema, orderStatuses, orderTimelineSteps, orderTransitionNames } from './order';

export const ORDER_MAX_QUANTITY = 100;

const phoneField = v.pipe(
  requiredText('Phone Number', 20),
  v.regex(/^\+?[0-9][0-9 -]{6,18}[0-9]$/, 'Phone Number must be a valid phone number'),
);

/** Who receives the item, whatever the method: the checkout form's contact fields and campus. */
const contactEntries = {
  firstname: requiredText('First Name', 60),
  lastname: requiredText('Last Name', 60),
  phone: phoneField,
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
  quantity: v.pipe(
    v.number('Quantity must be a number'),
    v.integer('Quantity must be a whole number'),
    v.minValue(1, 'Quantity must be at least 1'),
    v.maxValue(ORDER_MAX_QUANTITY, `Quantity must be at most ${ORDER_MAX_QUANTITY}`),
  ),
  delivery: orderDeliveryBodySchema,
  escrowAgreement: v.literal(true, 'Accept the escrow and refund policy to pay'),
});
export type CreateOrderBody = v.InferInput<typeof createOrderBodySchema>;
export type CreateOrderInput = v.InferOutput<typeof createOrderBodySchema>;

/** The delivery as stored with the order; `university` is the campus's name. */
export const orderDeliverySchema = v.object({
  method: v.picklist(orderDeliveryMethods),
  firstname: v.string(),
  lastname: v.string(),
  phone: v.string(),
  universityId: v.number(),
  university: v.nullable(v.string()),
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
    steps: v.array(v.object({ label: v.picklist(orderTimelineSteps), state: v.picklist(['completed', 'next', 'future']) })),
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

/** GET /v1/orders/{id}: the order and its history, oldest first. */
export const orderDetailSchema = v.object({ ...orderSchema.entries, events: v.array(orderEventSchema) });
export type OrderDetail = v.InferOutput<typeof orderDetailSchema>;
export const orderDetailResponseSchema = v.object({ data: orderDetailSchema });
export type OrderDetailResponse = v.InferOutput<typeof orderDetailResponseSchema>;

/** POST /v1/orders -> 201: the order, and the payment page to send the buyer to. */
export const createOrderResponseSchema = v.object({
  data: v.object({
    order: orderDetailSchema,
    payment: v.object({ authorizationUrl: v.string(), reference: v.string() }),
  }),
});
export type CreateOrderResponse = v.InferOutput<typeof createOrderResponseSchema>;

/** GET /v1/orders: the caller's orders as buyer (default) or as seller, newest first. */
export const orderListQuerySchema = v.object({
  role: v.optional(v.picklist(['buyer', 'seller'], "Role must be 'buyer' or 'seller'")),
  status: v.optional(v.picklist(orderStatuses, 'Unknown order status')),
  page: queryInteger('Page', 1, 10_000),
  pageSize: queryInteger('Page size', 1, MAX_PAGE_SIZE),
});
export type OrderListQuery = v.InferInput<typeof orderListQuerySchema>;
export const orderListResponseSchema = pageEnvelope(orderSchema);
export type OrderListResponse = v.InferOutput<typeof orderListResponseSchema>;
