/**
 * The checkout's rules as plain functions: how many units may be bought, which delivery types a
 * product offers, which campuses a buyer may choose, what the order costs, what the delivery
 * form sends, which of the server's messages belong to which field, and what the payment return
 * page shows for the order it found.
 */
import * as v from 'valibot';
import {
  ORDER_MAX_QUANTITY,
  orderDeliveryBodySchema,
  type CurrentUser,
  type DeliveryOptions,
  type Order,
  type OrderDeliveryBody,
  type OrderDeliveryMethod,
  type ProductDetail,
  type University,
} from '../../contract';
import { contactEntries, contactFields, contactOf, trimContact, type ContactValues } from './purchase/contact';
import { paymentReturn } from './purchase/paymentReturn';
import { splitFieldErrors, type SplitErrors } from './purchase/refusal';

/** The most units one order may take: what is left, and never more than the order limit. */
export function maxQuantity(unitsAvailable: number): number {
  return Math.max(1, Math.min(unitsAvailable, ORDER_MAX_QUANTITY));
}

/** The quantity from the address (`?quantity=`), a whole number within 1 and the maximum; 1 when absent or unreadable. */
export function quantityFromParam(param: string | null, max: number): number {
  const parsed = param !== null && /^\d{1,6}$/.test(param.trim()) ? Number(param.trim()) : 1;
  return Math.min(Math.max(1, parsed), Math.max(1, max));
}

/** The delivery types a product offers, door delivery first. */
export function offeredMethods(delivery: DeliveryOptions): OrderDeliveryMethod[] {
  const methods: OrderDeliveryMethod[] = [];
  if (delivery.door) methods.push('door');
  if (delivery.pickup) methods.push('pickup');
  return methods;
}

/** The type chosen at first: free pickup when offered, else door delivery. */
export function defaultMethod(delivery: DeliveryOptions): OrderDeliveryMethod {
  return delivery.pickup || !delivery.door ? 'pickup' : 'door';
}

/** The campuses a buyer may choose: every university, or only the seller's for a campus-only product. */
export function campusOptions(universities: readonly University[], product: Pick<ProductDetail, 'campusOnly' | 'seller'>) {
  if (!product.campusOnly) return universities;
  return universities.filter((university) => university.name === product.seller.university);
}

export interface PriceBreakdown {
  subtotalKobo: number;
  deliveryKobo: number;
  totalKobo: number;
}

/** Unit price × quantity, plus the delivery fee of door delivery (pickup is free); buyers pay no fee. Integer kobo. */
export function priceBreakdown(
  product: Pick<ProductDetail, 'priceKobo' | 'delivery'>,
  quantity: number,
  method: OrderDeliveryMethod,
): PriceBreakdown {
  const subtotalKobo = product.priceKobo * quantity;
  const deliveryKobo = method === 'door' ? (product.delivery.door?.feeKobo ?? 0) : 0;
  return { subtotalKobo, deliveryKobo, totalKobo: subtotalKobo + deliveryKobo };
}

/** The delivery form as typed: the contact details and the delivery type, every value text. */
export type DeliveryFormValues = ContactValues & { method: string };
export type DeliveryField = keyof DeliveryFormValues;

/** The fields in screen order (the first with an error takes the focus): the delivery type before the address. */
export const deliveryFields: readonly DeliveryField[] = [...contactFields.slice(0, 5), 'method', ...contactFields.slice(5)];

/**
 * The form's values checked with the order's own rules and messages. A blank e-mail is left
 * out (the order's e-mails then go to the account's address); pickup drops the address fields.
 */
export const deliveryFormSchema = v.pipe(
  v.object({ ...contactEntries, method: v.string() }),
  // Typed as the order's delivery only so that the next schema, which checks exactly that, may follow.
  v.transform(
    (values) => ({ ...trimContact(values), method: values.method, email: values.email.trim() || undefined }) as OrderDeliveryBody,
  ),
  orderDeliveryBodySchema,
);

/** The form's first values: the signed-in buyer's name, e-mail, phone and campus where known. */
export function initialDeliveryValues(
  user: CurrentUser | undefined,
  method: OrderDeliveryMethod,
  campuses: readonly University[],
): DeliveryFormValues {
  const ownCampus = campuses.find((campus) => campus.id === user?.universityId);
  const onlyCampus = campuses.length === 1 ? campuses[0] : undefined;
  return { ...contactOf(user, (ownCampus ?? onlyCampus)?.id), method };
}

/**
 * The server's per-field messages for POST /v1/orders, split into those a delivery field shows
 * (`delivery.phone` → phone, `delivery` → the delivery type) and the rest (quantity, product),
 * which the form shows above the pay button.
 */
export function splitOrderFieldErrors(fieldErrors: Readonly<Record<string, string>>): SplitErrors<DeliveryField> {
  return splitFieldErrors(fieldErrors, deliveryFields, (key) =>
    key === 'delivery' || key === 'delivery.method' ? 'method' : key.replace(/^delivery\./, ''),
  );
}

/** What the payment return page shows. */
export type ReturnState = 'loading' | 'unknown' | 'waiting' | 'still_pending' | 'expired' | 'placed';

/**
 * From the order found by its payment reference: placed once it has left pending payment
 * (the verified payment moved it on, whatever happened after), expired when the payment
 * window closed first, and while pending, waiting until the wait is over.
 */
export function returnState(order: Order | null | undefined, waitedLongEnough: boolean): ReturnState {
  const state = paymentReturn(order, waitedLongEnough, ['expired']);
  return state === 'paid' ? 'placed' : state;
}
