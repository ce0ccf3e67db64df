/**
 * Event tickets on the wire. The buyer: POST /v1/ticket-orders, GET /v1/ticket-orders,
 * GET /v1/ticket-orders/{id}, POST /v1/ticket-orders/{id}/resend, POST /v1/ticket-orders/{id}/dispute,
 * POST /v1/ticket-orders/{id}/refund.
 * The organiser: GET /v1/events/{id}/check-in, POST /v1/events/{id}/check-in,
 * POST /v1/events/{id}/cancel. Administrators: POST /v1/admin/ticket-orders/{id}/resolve.
 * The state machine is in `./ticketOrder`; amounts are integer kobo.
 */
import * as v from 'valibot';
import { body, emailField, idField, multilineText, requiredText } from './fields';
import { dataEnvelope } from './envelope';
import * as escrowOrder from './escrowOrder';
import { listingImageSchema, pageEnvelope, sellerSummarySchema } from './listing';
import { resolveDisputeBodySchema } from './orders';
import { ticketOrderStatusSchema, ticketOrderStatuses } from './ticketOrder';

/** At most this many tickets of one tier in one order. */
export const TICKET_ORDER_MAX_PER_TIER = 20;

/** Step 2, 'Contact Details': who the tickets are for and where to reach them. */
export const ticketContactBodySchema = v.object({
  firstname: requiredText('First Name', 60),
  lastname: requiredText('Last Name', 60),
  email: emailField('Email Address'),
  phone: escrowOrder.contactPhoneField,
  universityId: idField('University'),
  address: requiredText('Address in University', 200),
  landmark: requiredText('Closest Landmark', 120),
});
export type TicketContactBody = v.InferInput<typeof ticketContactBodySchema>;

const uuidField = (label: string) => v.pipe(v.string(`${label} must be an id`), v.uuid(`${label} must be an id`));

/**
 * POST /v1/ticket-orders -> 201 CreateTicketOrderResponse. One order for one event, one line per
 * tier chosen. All-free orders are issued at once (no payment); otherwise the buyer pays on the
 * provider's page within 30 minutes. A tier with too few tickets left answers 409.
 */
export const createTicketOrderBodySchema = body({
  eventId: uuidField('Event'),
  items: v.pipe(
    v.array(
      v.object({
        tierId: uuidField('Ticket type'),
        quantity: escrowOrder.lineQuantityField(TICKET_ORDER_MAX_PER_TIER),
      }),
      'Items must be a list of ticket types and quantities',
    ),
    v.minLength(1, 'Kindly select a ticket type to continue.'),
    v.maxLength(10, 'At most 10 ticket types in one order'),
    v.check((items) => new Set(items.map((item) => item.tierId)).size === items.length, 'Each ticket type may appear once'),
  ),
  contact: ticketContactBodySchema,
});
export type CreateTicketOrderBody = v.InferInput<typeof createTicketOrderBodySchema>;
export type CreateTicketOrderInput = v.InferOutput<typeof createTicketOrderBodySchema>;

export const ticketStatuses = ['valid', 'checked_in', 'refunded'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/**
 * One admitted person's ticket. `code` is its secret (at least 128 bits, base32 text, shown as a
 * QR and as text): only the buyer and administrators see it.
 */
export const ticketSchema = v.object({
  id: v.string(),
  tierId: v.string(),
  tierName: v.string(),
  /** 1-based place within a multi-seat ticket ('Table For 8': seat 1 of 8), else 1 of 1. */
  seat: v.number(),
  seats: v.number(),
  code: v.nullable(v.string()),
  status: v.picklist(ticketStatuses),
  checkedInAt: v.nullable(v.string()),
});
export type Ticket = v.InferOutput<typeof ticketSchema>;

export const ticketOrderLineSchema = v.object({
  tierId: v.string(),
  tierName: v.string(),
  quantity: v.number(),
  unitPriceKobo: v.number(),
  /** People one ticket of this tier admits. */
  seatsPerTicket: v.number(),
  subtotalKobo: v.number(),
});
export type TicketOrderLine = v.InferOutput<typeof ticketOrderLineSchema>;

export const ticketOrderEventSummarySchema = v.object({
  id: v.string(),
  slug: v.string(),
  title: v.string(),
  venue: v.string(),
  startsAt: v.string(),
  endsAt: v.string(),
  image: v.nullable(listingImageSchema),
  /** True once the organiser cancelled it. */
  cancelled: v.boolean(),
});

export const ticketOrderContactSchema = v.object({
  ...escrowOrder.storedContactEntries,
  address: v.string(),
  landmark: v.string(),
});

export const ticketOrderSchema = v.object({
  id: v.string(),
  status: ticketOrderStatusSchema,
  event: ticketOrderEventSummarySchema,
  organiser: sellerSummarySchema,
  lines: v.array(ticketOrderLineSchema),
  /** What the buyer pays (0: free, no payment). */
  totalKobo: v.number(),
  /** People admitted by the whole order. */
  admits: v.number(),
  paymentReference: v.nullable(v.string()),
  /** Until when an unpaid order can be paid (null once paid or ended). */
  paymentDueAt: v.nullable(v.string()),
  /** When the money goes to the organiser (event end + 24 h) while it is held, else null. */
  releaseAt: v.nullable(v.string()),
  paidAt: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type TicketOrder = v.InferOutput<typeof ticketOrderSchema>;

/** GET /v1/ticket-orders/{id}: the order with its tickets (the buyer and administrators only, 404 otherwise). */
export const ticketOrderDetailSchema = v.object({
  ...ticketOrderSchema.entries,
  contact: ticketOrderContactSchema,
  /** Empty until paid (or issued free); refunded tickets stay listed as refunded. */
  tickets: v.array(ticketSchema),
  /** The provider's page to pay an unpaid order on, while its window is open. */
  authorizationUrl: v.nullable(v.string()),
  /** Whether the buyer may say now that the event did not happen (from its start until the release). */
  canDispute: v.boolean(),
  /**
   * Set once the organiser moved the start by more than an hour from what this buyer was told:
   * the start they had been told before (the event's `startsAt` is the new one).
   */
  dateChange: v.nullable(v.object({ previousStartsAt: v.string() })),
  /** Whether the buyer may ask now for a full refund because of that move (until the new start). */
  canRequestRefund: v.boolean(),
  dispute: v.nullable(
    v.object({
      reason: v.string(),
      openedAt: v.string(),
      decision: v.nullable(escrowOrder.disputeDecisionSchema),
      /** The desk's questions to the caller (the buyer, or the organiser: their own only), oldest first. */
      questions: v.array(escrowOrder.partyDisputeQuestionSchema),
    }),
  ),
});
export type TicketOrderDetail = v.InferOutput<typeof ticketOrderDetailSchema>;
export const ticketOrderDetailResponseSchema = dataEnvelope(ticketOrderDetailSchema);
export type TicketOrderDetailResponse = v.InferOutput<typeof ticketOrderDetailResponseSchema>;

/** POST /v1/ticket-orders -> 201: the order, and the payment page (null when every ticket is free). */
export const createTicketOrderResponseSchema = escrowOrder.createdOrderEnvelope(
  ticketOrderDetailSchema,
  v.nullable(escrowOrder.paymentRedirectSchema),
);
export type CreateTicketOrderResponse = v.InferOutput<typeof createTicketOrderResponseSchema>;

/** GET /v1/ticket-orders: the caller's ticket orders, newest first. */
export const ticketOrderListQuerySchema = v.object({
  status: v.optional(v.picklist(ticketOrderStatuses, 'Unknown ticket order status')),
  ...escrowOrder.orderListQueryEntries,
});
export type TicketOrderListQuery = v.InferInput<typeof ticketOrderListQuerySchema>;
export const ticketOrderListResponseSchema = pageEnvelope(ticketOrderSchema);
export type TicketOrderListResponse = v.InferOutput<typeof ticketOrderListResponseSchema>;

/** POST /v1/ticket-orders/{id}/resend -> 200 { data: { sentTo } }: the tickets e-mailed again (rate-limited: 429). */
export const resendTicketsResponseSchema = v.object({ data: v.object({ sentTo: v.string() }) });
export type ResendTicketsResponse = v.InferOutput<typeof resendTicketsResponseSchema>;

/** POST /v1/ticket-orders/{id}/dispute -> 200 TicketOrderDetailResponse: the event did not happen. */
export const disputeTicketOrderBodySchema = body({ reason: multilineText('Reason', 1000) });
export type DisputeTicketOrderBody = v.InferInput<typeof disputeTicketOrderBodySchema>;

/*
 * POST /v1/ticket-orders/{id}/refund (no body) -> 200 TicketOrderDetailResponse: the buyer gives the
 * tickets back after the start moved by more than an hour, until the new start; the whole total
 * goes to their Kampus wallet. Asking again for a refunded order answers the order as it is.
 */

/** POST /v1/admin/ticket-orders/{id}/resolve: the same decisions as a product order's dispute. */
export const resolveTicketDisputeBodySchema = resolveDisputeBodySchema;

/** A typed or scanned ticket code: base32 letters and digits; spaces and dashes are ignored. */
export const ticketCodeField = v.pipe(
  v.string('Ticket code must be text'),
  v.transform((code) => code.replace(/[\s-]/g, '').toUpperCase()),
  v.minLength(1, 'Ticket code is a required field'),
  v.maxLength(64, 'Ticket code is too long'),
  v.regex(/^[A-Z2-7]+$/, 'Ticket code must be the letters and digits printed under the QR code'),
);

/** POST /v1/events/{id}/check-in -> 200 CheckInResponse (the event's organiser only; 404 otherwise). */
export const checkInBodySchema = body({ code: ticketCodeField });
export type CheckInBody = v.InferInput<typeof checkInBodySchema>;

export const checkInResults = ['admitted', 'already_used', 'refunded', 'not_for_this_event'] as const;
export type CheckInResult = (typeof checkInResults)[number];

export const checkInCountsSchema = v.object({
  /** People admitted by the tickets sold (a 'Table For 8' ticket counts 8). */
  sold: v.number(),
  checkedIn: v.number(),
  tiers: v.array(v.object({ tierId: v.string(), name: v.string(), sold: v.number(), checkedIn: v.number() })),
});
export type CheckInCounts = v.InferOutput<typeof checkInCountsSchema>;

export const checkInResponseSchema = v.object({
  data: v.object({
    result: v.picklist(checkInResults),
    /** The holder and tier (for a ticket of this event; null for 'not_for_this_event'). */
    ticket: v.nullable(v.object({ holderName: v.string(), tierName: v.string(), seat: v.number(), seats: v.number() })),
    /** When it was first checked in ('already_used'; the moment of admission for 'admitted'). */
    checkedInAt: v.nullable(v.string()),
    counts: checkInCountsSchema,
  }),
});
export type CheckInResponse = v.InferOutput<typeof checkInResponseSchema>;

/** GET /v1/events/{id}/check-in -> the event and its live counts (the organiser only). */
export const checkInSummaryResponseSchema = v.object({
  data: v.object({
    event: ticketOrderEventSummarySchema,
    counts: checkInCountsSchema,
  }),
});
export type CheckInSummaryResponse = v.InferOutput<typeof checkInSummaryResponseSchema>;

/**
 * POST /v1/events/{id}/cancel -> 200 { data: { refundedOrders } }: the organiser cancels the event;
 * every ticket order is refunded in full (unpaid ones are cancelled) and every buyer is told.
 */
export const cancelEventBodySchema = body({ reason: multilineText('Reason', 500) });
export type CancelEventBody = v.InferInput<typeof cancelEventBodySchema>;
export const cancelEventResponseSchema = v.object({
  data: v.object({ refundedOrders: v.number(), cancelledOrders: v.number() }),
});
export type CancelEventResponse = v.InferOutput<typeof cancelEventResponseSchema>;
