/**
 * Typed sample data for the checkout's stories and tests, as the server sends it: the product
 * being bought (GET /v1/products/{slug}), the signed-in buyer (GET /v1/user), the campuses
 * (GET /v1/university), the order POST /v1/orders answers and the order the return page finds
 * (GET /v1/orders?reference=…), and the buyer's wallet (GET /v1/wallet, POST /v1/wallet/payments). Amounts in kobo; photos are small SVG drawings, so no network
 * is needed.
 */
import {
  IMAGE_WIDTHS,
  orderTimeline,
  type CreateOrderResponse,
  type CurrentUser,
  type ListingImage,
  type Order,
  type OrderDetail,
  type PayFromWalletResponse,
  type ProductDetail,
  type University,
  type WalletBalances,
} from '../../contract';
import { sampleContact, sampleSellers } from '../../client/samples';

function drawing(width: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${width}" viewBox="0 0 400 400">` +
    `<rect width="400" height="400" fill="hsl(200 45% 88%)"/>` +
    `<rect x="70" y="110" width="260" height="160" rx="12" fill="hsl(200 30% 28%)"/>` +
    `<rect x="84" y="124" width="232" height="132" rx="6" fill="hsl(200 50% 80%)"/>` +
    `<rect x="40" y="270" width="320" height="18" rx="6" fill="hsl(200 25% 40%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const laptopPhoto: ListingImage = {
  key: 'elitebook-front.webp',
  url: drawing(640),
  width: 1280,
  height: 1280,
  alt: 'HP EliteBook 840 G5, open',
  variants: IMAGE_WIDTHS.map((width) => ({ width, url: drawing(width) })),
};

export const checkoutProduct: ProductDetail = {
  id: '7d3e1f20-4a5b-4c6d-8e9f-a0b1c2d3e401',
  slug: 'hp-elitebook-840-g5',
  title: 'HP EliteBook 840 G5',
  summary: 'Core i5, 8GB RAM, 256GB SSD. Great for coding classes.',
  category: 'Gadgets',
  priceKobo: 45_000_000,
  unitsAvailable: 4,
  image: laptopPhoto,
  rating: { average: 4.8, count: 12 },
  seller: sampleSellers.chidi,
  status: 'active',
  descriptionHtml: '<p>Core i5, 8GB RAM, 256GB SSD.</p>',
  condition: 'good',
  brand: 'HP',
  images: [laptopPhoto],
  campusOnly: false,
  delivery: { pickup: true, door: { feeKobo: 250_000, minDays: 3, maxDays: 7 } },
  reviews: [],
  sellerTrust: {
    memberSince: '2025-10-01T09:00:00+01:00',
    verifiedStudent: true,
    completedOrders: 31,
    medianFirstReplyMinutes: 20,
    onTimeDeliveryRate: 0.97,
    rating: { average: 4.8, count: 12 },
  },
  createdAt: '2026-10-01T09:00:00+01:00',
  updatedAt: '2026-11-10T09:00:00+01:00',
};

/** Sold to students of the seller's university only, delivered to the door only. */
export const campusOnlyProduct: ProductDetail = {
  ...checkoutProduct,
  campusOnly: true,
  delivery: { pickup: false, door: { feeKobo: 150_000, minDays: 1, maxDays: 3 } },
};

/** Picked up on campus only. */
export const pickupOnlyProduct: ProductDetail = { ...checkoutProduct, delivery: { pickup: true, door: null } };

export const soldOutProduct: ProductDetail = { ...checkoutProduct, unitsAvailable: 0 };

export const inactiveProduct: ProductDetail = { ...checkoutProduct, status: 'inactive' };

export const checkoutBuyer: CurrentUser = {
  id: '0c9d8e7f-6a5b-4c3d-2e1f-0a9b8c7d6e01',
  firstname: 'Ada',
  lastname: 'Obi',
  email: 'ada.obi@unilag.edu.ng',
  university: 'University of Lagos',
  avatar: null,
  universityId: 1,
  phone: '+2348031234567',
  kycStatus: 'NOT_SUBMITTED',
  role: 'user',
};

/** The seller of `checkoutProduct`, signed in. */
export const checkoutSeller: CurrentUser = {
  ...checkoutBuyer,
  id: checkoutProduct.seller.id,
  firstname: 'Chidi',
  lastname: 'Okafor',
  email: 'chidi@unilag.edu.ng',
  kycStatus: 'APPROVED',
};

/** A buyer whose profile names no university and no phone. */
export const newBuyer: CurrentUser = { ...checkoutBuyer, university: null, universityId: null, phone: null };

export const checkoutUniversities: University[] = [
  { id: 1, name: 'University of Lagos' },
  { id: 2, name: 'Lagos State University' },
  { id: 3, name: 'Federal University of Agriculture, Abeokuta' },
  { id: 4, name: 'Olabisi Onabanjo University' },
];

const ORDER_ID = '3f2e1d0c-9b8a-4765-8432-10fedcba9801';
export const sampleReference = 'kmp_3f2e1d0c9b8a4765843210fedcba9801';

/** Just placed: the buyer has not paid yet. */
export const unpaidOrder: Order = {
  id: ORDER_ID,
  status: 'pending_payment',
  product: { id: checkoutProduct.id, slug: checkoutProduct.slug, title: checkoutProduct.title, image: laptopPhoto },
  quantity: 2,
  unitPriceKobo: 45_000_000,
  deliveryFeeKobo: 250_000,
  subtotalKobo: 90_000_000,
  totalKobo: 90_250_000,
  delivery: {
    method: 'door',
    ...sampleContact,
    address: 'Room 214, Moremi Hall',
    landmark: 'Opposite the Faculty of Science gate',
  },
  buyer: { id: checkoutBuyer.id, name: 'Ada Obi' },
  seller: checkoutProduct.seller,
  paymentReference: sampleReference,
  paymentDueAt: '2026-11-23T22:30:00+01:00',
  dueAt: '2026-11-23T22:30:00+01:00',
  paidAt: null,
  createdAt: '2026-11-23T22:00:00+01:00',
  updatedAt: '2026-11-23T22:00:00+01:00',
  allowedTransitions: [],
  timeline: orderTimeline('pending_payment'),
};

/** Paid: the verified payment is in escrow and the seller has 48 hours to answer. */
export const placedOrder: Order = {
  ...unpaidOrder,
  status: 'awaiting_seller',
  paymentDueAt: null,
  dueAt: '2026-11-25T22:01:00+01:00',
  paidAt: '2026-11-23T22:01:00+01:00',
  updatedAt: '2026-11-23T22:01:00+01:00',
  allowedTransitions: ['cancel'],
  timeline: orderTimeline('awaiting_seller'),
};

/** Nobody paid within the payment window: the units went back on sale. */
export const expiredOrder: Order = {
  ...unpaidOrder,
  status: 'expired',
  paymentDueAt: null,
  dueAt: null,
  updatedAt: '2026-11-23T22:30:00+01:00',
  timeline: orderTimeline('expired'),
};

const unpaidDetail: OrderDetail = {
  ...unpaidOrder,
  events: [{ kind: 'place', from: null, to: 'pending_payment', actor: 'buyer', note: null, at: unpaidOrder.createdAt }],
  escrowCode: '482913',
  handoverLocked: false,
  deliveryDueAt: null,
  timers: [{ kind: 'payment_window', dueAt: '2026-11-23T22:30:00+01:00' }],
  platformFeeKobo: 0,
  dispute: null,
  review: null,
};

/** What POST /v1/orders answers: the order, and the payment page to send the buyer to. */
export const placedAnswer: CreateOrderResponse['data'] = {
  order: unpaidDetail,
  payment: {
    authorizationUrl: `https://checkout.paystack.com/${sampleReference}`,
    reference: sampleReference,
  },
};

/** A wallet that covers two laptops (₦900,000) with room to spare. */
export const coveringWallet: WalletBalances = {
  availableKobo: 125_000_000,
  inEscrowAsBuyerKobo: 0,
  inEscrowAsSellerKobo: 1_500_000,
  pendingWithdrawalsKobo: 0,
};

/** A wallet that does not cover the order. */
export const shortWallet: WalletBalances = { ...coveringWallet, availableKobo: 50_000_000 };

/** What POST /v1/wallet/payments answers for the placed order. */
export const paidFromWalletAnswer: PayFromWalletResponse['data'] = {
  orderId: placedAnswer.order.id,
  status: 'awaiting_seller',
  availableKobo: coveringWallet.availableKobo - 90_000_000,
};
