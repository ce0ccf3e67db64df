import { beforeAll, describe, expect, it } from 'vitest';
import { fieldLabel } from '../contract';
import type { AppEnv } from './http/app-env';
import { ADMIN_COMMAND_PATH, INTERNAL_TOKEN_HEADER } from './modules/admin/internal-routes';
import { signInAdmin } from './modules/admin/testing';
import { createTestApp, TEST_INTERNAL_TOKEN, useTestDatabase } from './test/test-app';
import type { TestApp } from './test/test-app';

/**
 * Every text a client can send, sent wrong: a NUL inside, a line break where none belongs,
 * 100,000 characters, and a value of the wrong type. Each must answer 4xx (never 5xx) with a
 * message under `errors[field]` that names the field. A route the app registers that is in
 * neither table below fails the last test, so a new endpoint is one more line here.
 */

/** single-line: names, emails, codes; multi-line: reasons, descriptions; secret: passwords, tokens; choice: ids, enums. */
type FieldKind = 'single-line' | 'multi-line' | 'secret' | 'choice';
type Caller = 'anyone' | 'user' | 'admin' | 'internal';

interface TextInput {
  /** Method and path exactly as the app registers them. */
  route: string;
  /** How the tests name this entry, when the route alone does not tell entries apart. */
  title?: string;
  /** The URL to call when the path has parameters. */
  url?: string;
  caller: Caller;
  from: 'json' | 'query';
  /** Values that pass validation, so that only the field under attack is wrong. */
  valid: Record<string, unknown>;
  /** Field names; 'args.0' is the first element of the array `args`. */
  fields: Record<string, FieldKind>;
  /** False where the server reports the problem as one sentence (a command line), not per field. */
  fieldErrors?: boolean;
  /** How messages name a field when the form's label differs from the key's ('title' is 'Product name'). */
  labels?: Record<string, string>;
}

const email = 'ada.obi@unilag.edu.ng';
const brandKyc = {
  accountType: 'brand',
  nin: '12345678901',
  firstname: 'Ada',
  lastname: 'Obi',
  universityId: 1,
  documentType: 'Identity Card',
  documentImage: 'document.png',
  brandLogo: 'logo.png',
  brandName: 'Ada Gadgets',
  brandDescription: 'Phones and laptops for students.',
};

const someId = '00000000-0000-4000-8000-000000000000';
const productJson = {
  title: 'iPhone 12',
  category: 'Gadgets',
  descriptionHtml: '<p>Clean, with its box.</p>',
  unitsAvailable: 1,
  condition: 'good',
  priceKobo: 25_000_000,
  brand: 'Apple',
  campusOnly: false,
  imageKeys: ['photo-one.webp', 'photo-two.webp', 'photo-three.webp'],
};
const productFields: Record<string, FieldKind> = {
  title: 'single-line',
  category: 'choice',
  descriptionHtml: 'multi-line',
  condition: 'choice',
  brand: 'single-line',
  'imageKeys.0': 'choice',
};
const productLabels = { title: 'Product name', descriptionHtml: 'Description', 'imageKeys.0': 'Photo' };
const eventJson = {
  title: 'Tech Meetup',
  category: 'Tech',
  descriptionHtml: '<p>Talks and pizza.</p>',
  venue: 'Main hall',
  locationTips: 'By the gate',
  format: 'physical',
  startsAt: '2030-05-01T18:00:00+01:00',
  endsAt: '2030-05-01T22:00:00+01:00',
  bannerKey: 'banner.webp',
  customSlug: 'tech-meetup',
  socialLinks: {
    instagram: 'https://instagram.com/kampus',
    twitter: 'https://twitter.com/kampus',
    telegram: 'https://t.me/kampus',
    website: 'https://kampus.example',
  },
  tiers: [{ name: 'Regular', priceKobo: 0, quantity: 10, description: 'Entry' }],
};
const eventFields: Record<string, FieldKind> = {
  title: 'single-line',
  category: 'choice',
  descriptionHtml: 'multi-line',
  venue: 'single-line',
  locationTips: 'single-line',
  format: 'choice',
  startsAt: 'choice',
  endsAt: 'choice',
  bannerKey: 'choice',
  customSlug: 'choice',
  'socialLinks.instagram': 'single-line',
  'socialLinks.twitter': 'single-line',
  'socialLinks.telegram': 'single-line',
  'socialLinks.website': 'single-line',
  'tiers.0.name': 'single-line',
  'tiers.0.description': 'single-line',
};
const eventLabels = {
  title: 'Event name',
  descriptionHtml: 'Description',
  venue: 'Location of event',
  startsAt: 'Start date',
  endsAt: 'End date',
  bannerKey: 'Banner',
  customSlug: 'Custom URL',
  'socialLinks.instagram': 'Instagram',
  'socialLinks.twitter': 'Twitter',
  'socialLinks.telegram': 'Telegram',
  'socialLinks.website': 'Website',
  'tiers.0.name': 'Ticket name',
  'tiers.0.description': 'Ticket description',
};
const listQuery = {
  search: 'iphone',
  sort: 'newest',
  page: '1',
  pageSize: '12',
  minPrice: '0',
  maxPrice: '100000',
  sellerType: 'individual',
  university: '1',
  seller: someId,
};
const listFields: Record<string, FieldKind> = {
  search: 'single-line',
  sort: 'choice',
  page: 'choice',
  pageSize: 'choice',
  minPrice: 'choice',
  maxPrice: 'choice',
  sellerType: 'choice',
  university: 'choice',
  seller: 'choice',
  category: 'choice',
};
const listLabels = { minPrice: 'Minimum price', maxPrice: 'Maximum price' };

/**
 * `npm run admin` through the server: a command line, so problems come back as one sentence
 * rather than per field. `args.0` is the command's first argument.
 */
function adminCommands(commands: Array<{ command: string; args: string[]; fields: Record<string, FieldKind> }>): TextInput[] {
  return commands.map(({ command, args, fields }) => ({
    route: `POST ${ADMIN_COMMAND_PATH}`,
    title: `POST ${ADMIN_COMMAND_PATH} ${command}`,
    caller: 'internal',
    from: 'json',
    valid: { command, args },
    fields,
    fieldErrors: false,
  }));
}

const textInputs: TextInput[] = [
  {
    route: 'POST /v1/auth/register',
    caller: 'anyone',
    from: 'json',
    valid: { firstname: 'Ada', lastname: 'Obi', email, password: 'correct-horse' },
    fields: { firstname: 'single-line', lastname: 'single-line', email: 'single-line', password: 'secret' },
  },
  {
    route: 'POST /v1/auth/verify-email',
    caller: 'anyone',
    from: 'json',
    valid: { email, code: '123456' },
    fields: { email: 'single-line', code: 'single-line' },
  },
  {
    route: 'POST /v1/auth/resend-code',
    caller: 'anyone',
    from: 'json',
    valid: { email },
    fields: { email: 'single-line' },
  },
  {
    route: 'POST /v1/auth/login',
    caller: 'anyone',
    from: 'json',
    valid: { email, password: 'correct-horse' },
    fields: { email: 'single-line', password: 'secret' },
  },
  {
    route: 'POST /v1/staff/sign-in',
    caller: 'anyone',
    from: 'json',
    valid: { email, password: 'correct-horse' },
    fields: { email: 'single-line', password: 'secret' },
  },
  {
    route: 'POST /v1/staff/second-factor',
    caller: 'anyone',
    from: 'json',
    valid: { challenge: 'a-challenge', code: '123456' },
    fields: { challenge: 'single-line', code: 'single-line' },
  },
  {
    route: 'POST /v1/staff/second-factor',
    title: 'POST /v1/staff/second-factor with a recovery code',
    caller: 'anyone',
    from: 'json',
    valid: { challenge: 'a-challenge', recoveryCode: 'abcde-fghij' },
    fields: { recoveryCode: 'single-line' },
  },
  {
    route: 'POST /v1/admin/staff',
    caller: 'admin',
    from: 'json',
    valid: { email, role: 'support' },
    fields: { email: 'single-line', role: 'choice' },
  },
  {
    route: 'POST /v1/auth/refresh-token',
    caller: 'anyone',
    from: 'json',
    valid: { refreshToken: 'a-refresh-token' },
    fields: { refreshToken: 'secret' },
  },
  {
    route: 'POST /v1/auth/logout',
    caller: 'anyone',
    from: 'json',
    valid: { refreshToken: 'a-refresh-token' },
    fields: { refreshToken: 'secret' },
  },
  {
    route: 'POST /v1/auth/forgot-password',
    caller: 'anyone',
    from: 'json',
    valid: { email },
    fields: { email: 'single-line' },
  },
  {
    route: 'POST /v1/auth/verify-reset-code',
    caller: 'anyone',
    from: 'json',
    valid: { email, code: '123456' },
    fields: { email: 'single-line', code: 'single-line' },
  },
  {
    route: 'POST /v1/auth/reset-password',
    caller: 'anyone',
    from: 'json',
    valid: { resetToken: 'a-reset-token', password: 'correct-horse' },
    fields: { resetToken: 'secret', password: 'secret' },
  },
  {
    route: 'PATCH /v1/user',
    caller: 'user',
    from: 'json',
    valid: { firstname: 'Ada', lastname: 'Obi', phone: '08012345678', university: null, about: 'I sell textbooks.' },
    fields: {
      firstname: 'single-line',
      lastname: 'single-line',
      phone: 'single-line',
      university: 'choice',
      about: 'multi-line',
    },
  },
  {
    route: 'POST /v1/user/password',
    caller: 'user',
    from: 'json',
    valid: { currentPassword: 'correct-horse', newPassword: 'battery-staple' },
    fields: { currentPassword: 'secret', newPassword: 'secret' },
  },
  {
    route: 'POST /v1/kyc',
    caller: 'user',
    from: 'json',
    valid: brandKyc,
    fields: {
      accountType: 'choice',
      nin: 'single-line',
      firstname: 'single-line',
      lastname: 'single-line',
      universityId: 'choice',
      documentType: 'single-line',
      documentImage: 'single-line',
      brandLogo: 'single-line',
      brandName: 'single-line',
      brandDescription: 'multi-line',
    },
  },
  {
    route: 'GET /v1/admin/kyc',
    caller: 'admin',
    from: 'query',
    valid: { status: 'PENDING' },
    fields: { status: 'choice' },
  },
  {
    route: 'POST /v1/admin/kyc/:id/reject',
    url: '/v1/admin/kyc/00000000-0000-4000-8000-000000000000/reject',
    caller: 'admin',
    from: 'json',
    valid: { reason: 'unreadable-id', message: 'The photo of the document is blurry.' },
    fields: { reason: 'choice', message: 'multi-line' },
  },
  {
    route: 'POST /v1/admin/disputes/:kind/:id/questions',
    url: '/v1/admin/disputes/order/00000000-0000-4000-8000-000000000000/questions',
    caller: 'admin',
    from: 'json',
    valid: { to: 'buyer', text: 'When did you open the box?' },
    fields: { to: 'choice', text: 'multi-line' },
    labels: { text: 'Question' },
  },
  {
    route: 'POST /v1/admin/disputes/:kind/:id/proposal',
    url: '/v1/admin/disputes/order/00000000-0000-4000-8000-000000000000/proposal',
    caller: 'admin',
    from: 'json',
    valid: { outcome: 'refund', reason: 'The item was broken on arrival.' },
    fields: { reason: 'multi-line' },
  },
  {
    route: 'POST /v1/admin/disputes/:kind/:id/decision',
    url: '/v1/admin/disputes/ticket-order/00000000-0000-4000-8000-000000000000/decision',
    caller: 'admin',
    from: 'json',
    valid: { outcome: 'release', reason: 'The event took place.' },
    fields: { reason: 'multi-line' },
  },
  {
    route: 'GET /v1/admin/audit',
    caller: 'admin',
    from: 'query',
    valid: { targetType: 'order', targetId: someId, actorId: someId, personId: someId, action: 'kyc.approve', before: '42' },
    fields: {
      targetType: 'choice',
      targetId: 'choice',
      actorId: 'choice',
      personId: 'choice',
      action: 'choice',
      before: 'choice',
    },
    labels: { actorId: 'Actor', personId: 'Person' },
  },
  {
    route: 'GET /v1/admin/support',
    caller: 'admin',
    from: 'query',
    valid: { status: 'open' },
    fields: { status: 'choice' },
  },
  {
    route: 'POST /v1/admin/support/:id/replies',
    url: `/v1/admin/support/${someId}/replies`,
    caller: 'admin',
    from: 'json',
    valid: { text: 'We have refunded you; it shows in your wallet now.' },
    fields: { text: 'multi-line' },
    labels: { text: 'Reply' },
  },
  {
    route: 'GET /v1/admin/payouts',
    caller: 'admin',
    from: 'query',
    valid: { status: 'failed' },
    fields: { status: 'choice' },
  },
  ...['retry', 'return'].map((decision): TextInput => ({
    route: `POST /v1/admin/payouts/:id/${decision}`,
    url: `/v1/admin/payouts/${someId}/${decision}`,
    caller: 'admin',
    from: 'json',
    valid: { reason: 'The bank refused the transfer; the owner fixed the account.' },
    fields: { reason: 'multi-line' },
  })),
  {
    route: 'GET /v1/admin/people',
    caller: 'admin',
    from: 'query',
    valid: { q: 'Ada Obi' },
    fields: { q: 'single-line' },
    labels: { q: 'Search' },
  },
  {
    route: 'GET /v1/admin/people/:id',
    url: `/v1/admin/people/${someId}`,
    caller: 'admin',
    from: 'query',
    valid: { month: '2026-11' },
    fields: { month: 'choice' },
  },
  ...['suspend', 'restore', 'end-sessions'].map((action): TextInput => ({
    route: `POST /v1/admin/people/:id/${action}`,
    url: `/v1/admin/people/${someId}/${action}`,
    caller: 'admin',
    from: 'json',
    valid: { reason: 'Reported by three buyers for the same fake listing.' },
    fields: { reason: 'multi-line' },
  })),
  ...['hide', 'restore'].map((action): TextInput => ({
    route: `POST /v1/admin/listings/:kind/:id/${action}`,
    url: `/v1/admin/listings/product/${someId}/${action}`,
    caller: 'admin',
    from: 'json',
    valid: { reason: 'The photos are of a different phone.' },
    fields: { reason: 'multi-line' },
  })),
  {
    route: 'POST /v1/orders/:id/dispute-questions/:questionId/answer',
    url: `/v1/orders/${someId}/dispute-questions/${someId}/answer`,
    caller: 'user',
    from: 'json',
    valid: { answer: 'At the gate, at noon.' },
    fields: { answer: 'multi-line' },
  },
  {
    route: 'POST /v1/ticket-orders/:id/dispute-questions/:questionId/answer',
    url: `/v1/ticket-orders/${someId}/dispute-questions/${someId}/answer`,
    caller: 'user',
    from: 'json',
    valid: { answer: 'The gate was locked.' },
    fields: { answer: 'multi-line' },
  },
  {
    route: 'POST /v1/orders',
    caller: 'user',
    from: 'json',
    valid: {
      productId: someId,
      quantity: 1,
      escrowAgreement: true,
      delivery: {
        method: 'door',
        firstname: 'Ada',
        lastname: 'Obi',
        phone: '08031234567',
        universityId: 1,
        address: 'Room 12, Moremi Hall',
        landmark: 'Opposite the chapel',
      },
    },
    fields: {
      productId: 'choice',
      'delivery.method': 'choice',
      'delivery.firstname': 'single-line',
      'delivery.lastname': 'single-line',
      'delivery.phone': 'single-line',
      'delivery.address': 'single-line',
      'delivery.landmark': 'single-line',
    },
    labels: {
      productId: 'Product',
      'delivery.method': 'Delivery type',
      'delivery.firstname': 'First Name',
      'delivery.lastname': 'Last Name',
      'delivery.phone': 'Phone Number',
      'delivery.address': 'Specific address in the university',
      'delivery.landmark': 'Closest landmark',
    },
  },
  {
    route: 'GET /v1/orders',
    caller: 'user',
    from: 'query',
    valid: { role: 'buyer', page: '1', reference: 'kmp_0123' },
    fields: { role: 'choice', page: 'choice', reference: 'single-line' },
  },
  {
    route: 'POST /v1/orders/:id/decline',
    url: `/v1/orders/${someId}/decline`,
    caller: 'user',
    from: 'json',
    valid: { reason: 'The last one was damaged' },
    fields: { reason: 'multi-line' },
  },
  {
    route: 'POST /v1/orders/:id/cancel',
    url: `/v1/orders/${someId}/cancel`,
    caller: 'user',
    from: 'json',
    valid: { reason: 'Changed my mind' },
    fields: { reason: 'multi-line' },
  },
  {
    route: 'POST /v1/orders/:id/handover',
    url: `/v1/orders/${someId}/handover`,
    caller: 'user',
    from: 'json',
    valid: { code: '123456' },
    fields: { code: 'single-line' },
    labels: { code: 'Escrow code' },
  },
  {
    route: 'POST /v1/orders/:id/dispute',
    url: `/v1/orders/${someId}/dispute`,
    caller: 'user',
    from: 'json',
    valid: { reason: 'The screen is cracked', photoKeys: ['abcdefghijklmnopqrstuv.png'] },
    fields: { reason: 'multi-line', 'photoKeys.0': 'choice' },
    labels: { 'photoKeys.0': 'Photos' },
  },
  {
    route: 'POST /v1/orders/:id/dispute/answer',
    url: `/v1/orders/${someId}/dispute/answer`,
    caller: 'user',
    from: 'json',
    valid: { answer: 'It left me whole' },
    fields: { answer: 'multi-line' },
  },
  {
    route: 'POST /v1/orders/:id/review',
    url: `/v1/orders/${someId}/review`,
    caller: 'user',
    from: 'json',
    valid: { rating: 5, text: 'Works as described' },
    fields: { text: 'multi-line' },
    labels: { text: 'Review' },
  },
  {
    route: 'POST /v1/admin/orders/:id/resolve',
    url: `/v1/admin/orders/${someId}/resolve`,
    caller: 'admin',
    from: 'json',
    valid: { outcome: 'split', buyerKobo: 100, note: 'Half each' },
    fields: { outcome: 'choice', note: 'multi-line' },
  },
  {
    route: 'GET /v1/notifications',
    caller: 'user',
    from: 'query',
    valid: { before: someId, limit: '10' },
    fields: { before: 'choice', limit: 'choice' },
  },
  {
    route: 'POST /v1/support/requests',
    title: 'POST /v1/support/requests (a visitor)',
    caller: 'anyone',
    from: 'json',
    valid: { firstname: 'Ada', lastname: 'Obi', email, phone: '08031234567', service: 'Feedback', detail: 'Hello' },
    fields: {
      firstname: 'single-line',
      lastname: 'single-line',
      email: 'single-line',
      phone: 'single-line',
      service: 'choice',
      detail: 'multi-line',
    },
  },
  {
    route: 'POST /v1/support/requests',
    title: 'POST /v1/support/requests (signed in)',
    caller: 'user',
    from: 'json',
    valid: { phone: '08031234567', service: 'Feedback', detail: 'Hello', email },
    fields: { phone: 'single-line', service: 'choice', detail: 'multi-line', email: 'single-line' },
    labels: { service: 'Service interest' },
  },
  {
    route: 'GET /v1/wallet/transactions',
    caller: 'user',
    from: 'query',
    valid: { month: '2025-01' },
    fields: { month: 'choice' },
  },
  {
    route: 'POST /v1/wallet/deposits',
    caller: 'user',
    from: 'json',
    valid: { amountKobo: 100_000, dashboard: 'buyer' },
    fields: { dashboard: 'choice' },
  },
  {
    route: 'POST /v1/wallet/bank-account/resolve',
    caller: 'user',
    from: 'json',
    valid: { bankCode: '058', accountNumber: '0000000000' },
    fields: { bankCode: 'choice', accountNumber: 'choice' },
    labels: { bankCode: 'Bank', accountNumber: 'Account Number' },
  },
  {
    route: 'PUT /v1/wallet/bank-account',
    caller: 'user',
    from: 'json',
    valid: { bankCode: '058', accountNumber: '0000000000', accountName: 'ADA OBI' },
    fields: { bankCode: 'choice', accountNumber: 'choice', accountName: 'single-line' },
    labels: { bankCode: 'Bank', accountNumber: 'Account Number', accountName: 'Account Name' },
  },
  {
    route: 'PUT /v1/wallet/pin',
    caller: 'user',
    from: 'json',
    valid: { pin: '2580', otp: '1234' },
    fields: { pin: 'choice', otp: 'choice' },
    labels: { pin: 'PIN', otp: 'Code' },
  },
  {
    route: 'POST /v1/wallet/withdrawals',
    caller: 'user',
    from: 'json',
    valid: { amountKobo: 100_000, pin: '1234', idempotencyKey: someId },
    fields: { pin: 'choice', idempotencyKey: 'choice' },
    labels: { pin: 'PIN' },
  },
  {
    route: 'POST /v1/wallet/payments',
    caller: 'user',
    from: 'json',
    valid: { orderId: someId },
    fields: { orderId: 'choice' },
    labels: { orderId: 'Order' },
  },
  {
    route: 'DELETE /v1/user',
    caller: 'user',
    from: 'json',
    valid: { password: 'not-the-password-1' },
    fields: { password: 'secret' },
  },
  {
    route: 'PUT /v1/me/settings/chat',
    caller: 'user',
    from: 'json',
    valid: { whoCanMessage: 'any_seller' },
    fields: { whoCanMessage: 'choice' },
    labels: { whoCanMessage: 'Who can message' },
  },
  {
    route: 'GET /v1/chats',
    caller: 'user',
    from: 'query',
    valid: { page: '1', pageSize: '20' },
    fields: { page: 'choice', pageSize: 'choice' },
  },
  {
    route: 'GET /v1/chats/draft',
    caller: 'user',
    from: 'query',
    valid: { recipientId: someId, listingId: someId },
    fields: { recipientId: 'choice', listingId: 'choice' },
    labels: { recipientId: 'Recipient', listingId: 'Listing' },
  },
  {
    route: 'POST /v1/chats',
    caller: 'user',
    from: 'json',
    valid: { recipientId: someId, listingId: someId, text: 'Is it still available?', imageKeys: ['photo-one.png'] },
    fields: { recipientId: 'choice', listingId: 'choice', text: 'multi-line', 'imageKeys.0': 'choice' },
    labels: { recipientId: 'Recipient', listingId: 'Listing', text: 'Message', 'imageKeys.0': 'Image' },
  },
  {
    route: 'GET /v1/chats/:id/messages',
    url: `/v1/chats/${someId}/messages`,
    caller: 'user',
    from: 'query',
    valid: { before: someId, limit: '30' },
    fields: { before: 'choice', limit: 'choice' },
  },
  {
    route: 'POST /v1/chats/:id/messages',
    url: `/v1/chats/${someId}/messages`,
    caller: 'user',
    from: 'json',
    valid: { text: 'Is it still available?', imageKeys: ['photo-one.png'] },
    fields: { text: 'multi-line', 'imageKeys.0': 'choice' },
    labels: { text: 'Message', 'imageKeys.0': 'Image' },
  },
  {
    route: 'GET /v1/dev/mail',
    caller: 'anyone',
    from: 'query',
    valid: { to: email },
    fields: { to: 'single-line' },
  },
  {
    route: 'GET /v1/sellers',
    caller: 'anyone',
    from: 'query',
    valid: { search: 'tunde', university: '1', sellerType: 'brand', page: '1', pageSize: '12' },
    fields: { search: 'single-line', university: 'choice', sellerType: 'choice', page: 'choice', pageSize: 'choice' },
  },
  {
    route: 'GET /v1/products',
    caller: 'anyone',
    from: 'query',
    valid: { ...listQuery, category: 'Gadgets', ids: someId, exclude: someId },
    fields: { ...listFields, ids: 'choice', exclude: 'choice' },
    labels: listLabels,
  },
  {
    route: 'POST /v1/products',
    caller: 'user',
    from: 'json',
    valid: productJson,
    fields: productFields,
    labels: productLabels,
  },
  {
    route: 'PATCH /v1/products/:id',
    url: `/v1/products/${someId}`,
    caller: 'user',
    from: 'json',
    valid: productJson,
    fields: productFields,
    labels: productLabels,
  },
  {
    route: 'GET /v1/events',
    caller: 'anyone',
    from: 'query',
    valid: { ...listQuery, category: 'Tech', when: 'this_week', price: 'free', format: 'virtual' },
    fields: { ...listFields, when: 'choice', price: 'choice', format: 'choice' },
    labels: listLabels,
  },
  {
    route: 'GET /v1/events/slug-availability',
    caller: 'anyone',
    from: 'query',
    valid: { slug: 'tech-meetup' },
    fields: { slug: 'choice' },
    labels: { slug: 'Custom URL' },
  },
  {
    route: 'POST /v1/events',
    caller: 'user',
    from: 'json',
    valid: eventJson,
    fields: eventFields,
    labels: eventLabels,
  },
  {
    route: 'PATCH /v1/events/:id',
    url: `/v1/events/${someId}`,
    caller: 'user',
    from: 'json',
    valid: eventJson,
    fields: eventFields,
    labels: eventLabels,
  },
  {
    route: 'POST /v1/events/:id/check-in',
    url: `/v1/events/${someId}/check-in`,
    caller: 'user',
    from: 'json',
    valid: { code: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567' },
    fields: { code: 'choice' },
    labels: { code: 'Ticket code' },
  },
  {
    route: 'POST /v1/events/:id/cancel',
    url: `/v1/events/${someId}/cancel`,
    caller: 'user',
    from: 'json',
    valid: { reason: 'The hall was flooded' },
    fields: { reason: 'multi-line' },
  },
  {
    route: 'POST /v1/ticket-orders',
    caller: 'user',
    from: 'json',
    valid: {
      eventId: someId,
      items: [{ tierId: someId, quantity: 1 }],
      contact: {
        firstname: 'Ada',
        lastname: 'Obi',
        email,
        phone: '08031234567',
        universityId: 1,
        address: 'Room 12, Moremi Hall',
        landmark: 'Opposite the chapel',
      },
    },
    fields: {
      eventId: 'choice',
      'items.0.tierId': 'choice',
      'contact.firstname': 'single-line',
      'contact.lastname': 'single-line',
      'contact.email': 'single-line',
      'contact.phone': 'single-line',
      'contact.address': 'single-line',
      'contact.landmark': 'single-line',
    },
    labels: {
      eventId: 'Event',
      'items.0.tierId': 'Ticket type',
      'contact.firstname': 'First Name',
      'contact.lastname': 'Last Name',
      'contact.email': 'Email Address',
      'contact.phone': 'Phone Number',
      'contact.address': 'Address in University',
      'contact.landmark': 'Closest Landmark',
    },
  },
  {
    route: 'GET /v1/ticket-orders',
    caller: 'user',
    from: 'query',
    valid: { status: 'paid', page: '1', reference: 'ktk_0123' },
    fields: { page: 'choice', reference: 'single-line' },
  },
  {
    route: 'POST /v1/ticket-orders/:id/dispute',
    url: `/v1/ticket-orders/${someId}/dispute`,
    caller: 'user',
    from: 'json',
    valid: { reason: 'The hall was locked all night' },
    fields: { reason: 'multi-line' },
  },
  {
    route: 'POST /v1/admin/ticket-orders/:id/resolve',
    url: `/v1/admin/ticket-orders/${someId}/resolve`,
    caller: 'admin',
    from: 'json',
    valid: { outcome: 'split', buyerKobo: 100, note: 'Half each' },
    fields: { outcome: 'choice', note: 'multi-line' },
  },
  {
    route: 'GET /v1/me/listings',
    caller: 'user',
    from: 'query',
    valid: { type: 'tickets', page: '1', pageSize: '12' },
    fields: { type: 'choice', page: 'choice', pageSize: 'choice' },
  },
  ...adminCommands([
    { args: ['PENDING'], command: 'kyc-list', fields: { command: 'choice', args: 'choice', 'args.0': 'choice' } },
    { command: 'kyc-approve', args: [email], fields: { 'args.0': 'choice' } },
    { command: 'staff-grant', args: [email, 'support'], fields: { 'args.0': 'choice', 'args.1': 'choice' } },
    { command: 'staff-revoke', args: [email], fields: { 'args.0': 'choice' } },
    { command: 'kyc-reject', args: [email, 'Blurry photo'], fields: { 'args.0': 'choice', 'args.1': 'choice' } },
    {
      command: 'dispute-resolve',
      args: [someId, 'split', '100', '--by', email, '--note', 'Half each'],
      fields: { 'args.0': 'choice', 'args.1': 'choice', 'args.2': 'choice', 'args.4': 'choice', 'args.6': 'choice' },
    },
    {
      command: 'ticket-dispute-resolve',
      args: [someId, 'split', '100', '--by', email, '--note', 'Half each'],
      fields: { 'args.0': 'choice', 'args.1': 'choice', 'args.2': 'choice', 'args.4': 'choice', 'args.6': 'choice' },
    },
    { command: 'tickets-release', args: ['--as-of', '2026-05-01T12:00:00Z'], fields: { 'args.0': 'choice', 'args.1': 'choice' } },
    {
      command: 'create-admin',
      args: [email, 'admin-password-1', 'Ada', 'Obi'],
      fields: { 'args.0': 'choice', 'args.1': 'choice', 'args.2': 'choice', 'args.3': 'choice' },
    },
  ]),
];

/** Routes that take no JSON body and no query, each with why. */
const noTextInput: Record<string, string> = {
  'GET /v1/health': 'no input',
  'GET /v1/health/live': 'no input',
  'GET /v1/health/ready': 'no input',
  'GET /metrics': 'no input (Prometheus scrapes it)',
  'GET /v1/university': 'no input',
  'GET /v1/user': 'no input',
  'PUT /v1/user/photo': 'multipart upload; the crop is three whole numbers, checked per field (user/photo.test.ts)',
  'DELETE /v1/user/photo': 'no input',
  'GET /v1/kyc': 'no input',
  'POST /v1/admin/kyc/:id/approve': 'path parameter only (see the path parameter test)',
  'GET /v1/admin/kyc/:id': 'path parameter only (see the path parameter test)',
  'GET /v1/admin/disputes/:kind/:id': 'path parameters only (see the path parameter test)',
  'POST /v1/file/upload': 'multipart upload; the file name is cleaned, not stored as sent (file.test.ts)',
  'GET /v1/file/:bucket/:key': 'path parameters only (see the path parameter test)',
  'GET /v1/products/:slug': 'path parameter only (see the path parameter test)',
  'DELETE /v1/products/:id': 'path parameter only (see the path parameter test)',
  'GET /v1/events/:slug': 'path parameter only (see the path parameter test)',
  'DELETE /v1/events/:id': 'path parameter only (see the path parameter test)',
  'GET /v1/events/:id/check-in': 'path parameter only (see the path parameter test)',
  'GET /v1/ticket-orders/:id': 'path parameter only (see the path parameter test)',
  'POST /v1/ticket-orders/:id/resend': 'path parameter only (see the path parameter test)',
  'POST /v1/ticket-orders/:id/refund': 'path parameter only (see the path parameter test)',
  'GET /v1/sellers/:id': 'path parameter only (see the path parameter test)',
  'GET /v1/me/saved': 'no input',
  'PUT /v1/me/saved/:listingId': 'path parameter only (see the path parameter test)',
  'DELETE /v1/me/saved/:listingId': 'path parameter only (see the path parameter test)',
  'GET /v1/orders/:id': 'path parameter only (see the path parameter test)',
  ...Object.fromEntries(
    ['accept', 'dispatch', 'arrived', 'confirm'].map((step) => [
      `POST /v1/orders/:id/${step}`,
      'an empty JSON body and a path parameter (see the path parameter test)',
    ]),
  ),
  'GET /v1/admin/disputes': 'no input',
  'GET /v1/admin/me': 'no input',
  'GET /v1/admin/staff': 'no input',
  'DELETE /v1/admin/staff/:userId': 'path parameter only (see the path parameter test)',
  'GET /v1/admin/overview': 'no input',
  'GET /v1/admin/support/:id': 'path parameter only (see the path parameter test)',
  'POST /v1/admin/support/:id/close': 'path parameter only (see the path parameter test)',
  'POST /v1/admin/support/:id/reopen': 'path parameter only (see the path parameter test)',
  'GET /v1/admin/ledger/checks': 'no input',
  'POST /v1/admin/ledger/checks': 'no input',
  'GET /v1/admin/ledger/clearing': 'no input',
  'GET /v1/admin/ledger/fees': 'no input',
  'GET /v1/wallet': 'no input',
  'GET /v1/me/settings/notifications': 'no input',
  'PUT /v1/me/settings/notifications': 'true or false toggles only, no text (settings.test.ts sends wrong types)',
  'GET /v1/me/settings/chat': 'no input',
  'GET /v1/chats/:id': 'path parameter only (see the path parameter test)',
  'POST /v1/chats/:id/read': 'path parameter only (see the path parameter test)',
  'POST /v1/chats/:id/close': 'path parameter only (see the path parameter test)',
  'GET /v1/wallet/transactions/:id': 'path parameter only (see the path parameter test)',
  'GET /v1/wallet/deposits/:reference': 'path parameter only (see the path parameter test)',
  'GET /v1/wallet/banks': 'no input',
  'GET /v1/wallet/bank-account': 'no input',
  'GET /v1/wallet/pin': 'no input',
  'POST /v1/wallet/pin/otp': 'no input',
  'GET /v1/wallet/withdrawals/:id': 'path parameter only (see the path parameter test)',
  'POST /v1/notifications/read-all': 'no input',
  'POST /v1/notifications/:id/read': 'path parameter only (see the path parameter test)',
  'POST /v1/payments/paystack/webhook':
    'a signed raw body from the payment provider, refused before it is read when the signature is wrong (order/payment.test.ts)',
  // The Paystack stand-in of demo mode speaks Paystack's API, not Kampus's contract; malformed,
  // oversized and wrongly typed bodies get Paystack-shaped 4xx answers (payment/paystack.test.ts).
  ...Object.fromEntries(
    [
      'POST /sandbox/paystack/transaction/initialize',
      'GET /sandbox/paystack/transaction/verify/:reference',
      'POST /sandbox/paystack/refund',
      'GET /sandbox/paystack/bank',
      'GET /sandbox/paystack/bank/resolve',
      'POST /sandbox/paystack/transferrecipient',
      'POST /sandbox/paystack/transfer',
      'GET /sandbox/paystack/transfer/verify/:reference',
      'GET /sandbox/paystack/checkout/:accessCode',
      'POST /sandbox/paystack/checkout/:accessCode',
      'GET /sandbox/paystack/_webhooks',
      'PUT /sandbox/paystack/_webhooks',
      'POST /sandbox/paystack/_webhooks/release',
      'GET /sandbox/paystack/balance',
      'PUT /sandbox/paystack/_accounts',
    ].map((route) => [route, 'the payment sandbox (demo mode only)']),
  ),
};

/** The value with `insert` in its middle (or after it, for a short value). */
function inside(value: unknown, insert: string): string {
  const text = String(value);
  const middle = Math.ceil(text.length / 2);
  return `${text.slice(0, middle)}${insert}${text.slice(middle)}`;
}

/** The value at `path` ('args.0' is the first element of args). */
function valueAt(values: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], values);
}

/** A copy of `values` with `value` at `path`. */
function withValueAt(values: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(values);
  const keys = path.split('.');
  const last = keys.pop() ?? path;
  const parent = keys.reduce<Record<string, unknown>>((object, key) => object[key] as Record<string, unknown>, copy);
  parent[last] = value;
  return copy;
}

interface Attack {
  name: string;
  appliesTo: (kind: FieldKind) => boolean;
  value: (valid: unknown) => unknown;
  /** The exact message for a text field of this kind, when the attack has one. */
  message?: (label: string, kind: FieldKind) => string;
}

const everyKind = () => true;
const controlMessage = (label: string) => `${label} must not contain control characters`;
const typeMessage = (label: string) => `${label} must be text`;
const LONG = 100_000;

const attacks: Attack[] = [
  { name: 'a NUL inside', appliesTo: everyKind, value: (valid) => inside(valid, '\u0000'), message: controlMessage },
  {
    name: 'an escape sequence inside',
    appliesTo: everyKind,
    value: (valid) => inside(valid, '\u001B[2J'),
    message: controlMessage,
  },
  {
    name: 'a line break inside',
    appliesTo: (kind) => kind !== 'multi-line',
    value: (valid) => inside(valid, '\r\nBcc: everyone@example.com\r\n'),
    message: (label, kind) => (kind === 'secret' ? controlMessage(label) : `${label} must be a single line`),
  },
  {
    name: 'a Unicode line separator inside',
    appliesTo: (kind) => kind === 'single-line',
    value: (valid) => inside(valid, '\u2028'),
    message: (label) => `${label} must be a single line`,
  },
  { name: `${LONG.toLocaleString('en')} characters`, appliesTo: everyKind, value: () => '7'.repeat(LONG) },
  { name: 'a number', appliesTo: everyKind, value: () => 12345, message: typeMessage },
  { name: 'an object', appliesTo: everyKind, value: () => ({ text: 'Ada' }), message: typeMessage },
  { name: 'an array', appliesTo: everyKind, value: () => ['Ada', 'Obi'], message: typeMessage },
  { name: 'a boolean', appliesTo: everyKind, value: () => true, message: typeMessage },
];

/** A query can only carry text, or an array when the key repeats. */
const queryAttacks = new Set([
  'a NUL inside',
  'an escape sequence inside',
  'a line break inside',
  `${LONG.toLocaleString('en')} characters`,
  'an array',
]);

/** As if the request came over a socket from this machine (the dev mailbox answers only those). */
const fromLoopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } } as unknown as AppEnv['Bindings'];

function queryString(values: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  return query.toString();
}

const db = useTestDatabase();

/** The app under test takes bodies of up to 1 MB, so that 100,000 characters reach the validators. */
const LARGE_BODY_BYTES = 1024 * 1024;

describe('text fields of every endpoint', () => {
  let t: TestApp;
  const headersFor: Partial<Record<Caller, Record<string, string>>> = {};

  beforeAll(async () => {
    t = createTestApp(db(), { config: { mode: 'demo', maxJsonBytes: LARGE_BODY_BYTES } });
    const user = await t.signUp();
    // A console session: the password and the second factor.
    const admin = await signInAdmin(t);
    headersFor.anyone = {};
    headersFor.user = { authorization: `Bearer ${user.accessToken}` };
    headersFor.admin = { authorization: `Bearer ${admin.accessToken}` };
    headersFor.internal = { [INTERNAL_TOKEN_HEADER]: TEST_INTERNAL_TOKEN };
  });

  async function send(input: TextInput, values: Record<string, unknown>) {
    const [method = 'GET', path = '/'] = input.route.split(' ');
    const url = input.url ?? path;
    const headers: Record<string, string> = { ...headersFor[input.caller] };
    let body: string | undefined;
    if (input.from === 'json') {
      body = JSON.stringify(values);
      headers['content-type'] = 'application/json';
    }
    const target = input.from === 'query' ? `${url}?${queryString(values)}` : url;
    const response = await t.app.request(target, { method, headers, body }, fromLoopback);
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : {}) as { message?: string; errors?: Record<string, string> },
    };
  }

  const cases = textInputs.flatMap((input) =>
    Object.entries(input.fields).flatMap(([field, kind]) =>
      attacks
        .filter((attack) => attack.appliesTo(kind) && (input.from === 'json' || queryAttacks.has(attack.name)))
        .map((attack) => ({ input, field, kind, attack, title: `${input.title ?? input.route} ${field}: ${attack.name}` })),
    ),
  );

  it.each(cases)('$title answers 4xx naming the field', async ({ input, field, kind, attack }) => {
    const value = attack.value(valueAt(input.valid, field));
    const res = await send(input, withValueAt(input.valid, field, value));
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBeLessThan(500);
    if (input.fieldErrors === false) return;
    const label = input.labels?.[field] ?? fieldLabel(field);
    const message = res.body.errors?.[field];
    expect(message, JSON.stringify(res.body).slice(0, 300)).toEqual(expect.stringMatching(new RegExp(`^${label} `)));
    if (kind !== 'choice' && attack.message) expect(message).toBe(attack.message(label, kind));
  });

  it.each([
    { name: 'a NUL as the KYC submission id', method: 'POST', url: '/v1/admin/kyc/%00/approve' },
    { name: 'a NUL as the KYC submission id to read', method: 'GET', url: '/v1/admin/kyc/%00' },
    { name: 'a line break as the KYC submission id', method: 'POST', url: '/v1/admin/kyc/%0D%0A/reject' },
    { name: `${LONG} characters as the KYC submission id`, method: 'POST', url: `/v1/admin/kyc/${'7'.repeat(LONG)}/approve` },
    { name: 'a NUL in a file key', method: 'GET', url: '/v1/file/uploads/%00.png' },
    { name: 'a NUL in a product slug', method: 'GET', url: '/v1/products/%00' },
    { name: `${LONG} characters as a product slug`, method: 'GET', url: `/v1/products/${'a'.repeat(LONG)}` },
    { name: 'a NUL as a product id', method: 'DELETE', url: '/v1/products/%00' },
    { name: 'a line break in an event slug', method: 'GET', url: '/v1/events/a%0D%0Ab' },
    { name: `${LONG} characters as an event id`, method: 'DELETE', url: `/v1/events/${'7'.repeat(LONG)}` },
    { name: 'a NUL as an event id to check in at', method: 'GET', url: '/v1/events/%00/check-in' },
    { name: `${LONG} characters as an event id to cancel`, method: 'POST', url: `/v1/events/${'7'.repeat(LONG)}/cancel` },
    { name: 'a NUL as a seller id', method: 'GET', url: '/v1/sellers/%00' },
    { name: 'a NUL as a saved listing id', method: 'PUT', url: '/v1/me/saved/%00' },
    { name: 'a NUL as an order id', method: 'GET', url: '/v1/orders/%00' },
    { name: 'a NUL as an order id to accept', method: 'POST', url: '/v1/orders/%00/accept' },
    { name: 'a line break as an order id to decline', method: 'POST', url: '/v1/orders/%0D%0A/decline' },
    { name: `${LONG} characters as an order id to resolve`, method: 'POST', url: `/v1/admin/orders/${'7'.repeat(LONG)}/resolve` },
    { name: 'a NUL as a dispute id', method: 'GET', url: '/v1/admin/disputes/order/%00' },
    { name: 'a line break as a dispute kind', method: 'GET', url: `/v1/admin/disputes/%0D%0A/${'7'.repeat(8)}` },
    { name: `${LONG} characters as a dispute id`, method: 'GET', url: `/v1/admin/disputes/ticket-order/${'7'.repeat(LONG)}` },
    { name: 'a NUL as a support request id', method: 'GET', url: '/v1/admin/support/%00' },
    { name: 'a line break as a support request id to close', method: 'POST', url: '/v1/admin/support/%0D%0A/close' },
    {
      name: `${LONG} characters as a support request id to reopen`,
      method: 'POST',
      url: `/v1/admin/support/${'7'.repeat(LONG)}/reopen`,
    },
    { name: 'a NUL as a payout id to retry', method: 'POST', url: '/v1/admin/payouts/%00/retry' },
    { name: `${LONG} characters as a payout id to return`, method: 'POST', url: `/v1/admin/payouts/${'7'.repeat(LONG)}/return` },
    { name: 'a NUL as a person id', method: 'GET', url: '/v1/admin/people/%00' },
    { name: 'a line break as a person id to suspend', method: 'POST', url: '/v1/admin/people/%0D%0A/suspend' },
    { name: `${LONG} characters as a person id to restore`, method: 'POST', url: `/v1/admin/people/${'7'.repeat(LONG)}/restore` },
    { name: 'a NUL as a person id to sign out', method: 'POST', url: '/v1/admin/people/%00/end-sessions' },
    { name: 'a NUL as a listing id to hide', method: 'POST', url: '/v1/admin/listings/product/%00/hide' },
    { name: 'a line break as a listing kind', method: 'POST', url: `/v1/admin/listings/%0D%0A/${someId}/hide` },
    {
      name: `${LONG} characters as a listing id to restore`,
      method: 'POST',
      url: `/v1/admin/listings/event/${'7'.repeat(LONG)}/restore`,
    },
    { name: 'a NUL as a dispute question id', method: 'POST', url: `/v1/orders/${'7'.repeat(8)}/dispute-questions/%00/answer` },
    { name: 'a NUL as a notification id', method: 'POST', url: '/v1/notifications/%00/read' },
    { name: 'a NUL as a chat id', method: 'GET', url: '/v1/chats/%00' },
    { name: `${LONG} characters as a chat id to close`, method: 'POST', url: `/v1/chats/${'7'.repeat(LONG)}/close` },
    { name: 'a NUL as a wallet transaction id', method: 'GET', url: '/v1/wallet/transactions/%00' },
    { name: `${LONG} characters as a deposit reference`, method: 'GET', url: `/v1/wallet/deposits/${'7'.repeat(LONG)}` },
    { name: 'a line break as a withdrawal id', method: 'GET', url: '/v1/wallet/withdrawals/a%0D%0Ab' },
    { name: `${LONG} characters as a notification id`, method: 'POST', url: `/v1/notifications/${'7'.repeat(LONG)}/read` },
    { name: `${LONG} characters as an order id`, method: 'GET', url: `/v1/orders/${'7'.repeat(LONG)}` },
    { name: `${LONG} characters as a saved listing id`, method: 'DELETE', url: `/v1/me/saved/${'7'.repeat(LONG)}` },
    {
      name: `${LONG} characters as a file bucket and key`,
      method: 'GET',
      url: `/v1/file/${'7'.repeat(LONG)}/${'7'.repeat(LONG)}.png`,
    },
  ])('$name (a path parameter) answers 4xx', async ({ method, url }) => {
    const res = await t.app.request(
      url,
      {
        method,
        headers: { ...headersFor.admin, 'content-type': 'application/json' },
        body: method === 'POST' ? '{"reason":"x"}' : undefined,
      },
      fromLoopback,
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('covers every route the app registers', () => {
    const registered = new Set(
      t.app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`),
    );
    const listed = [...textInputs.map((input) => input.route), ...Object.keys(noTextInput)];
    expect(
      [...registered].filter((route) => !listed.includes(route)),
      'routes missing from this test',
    ).toEqual([]);
    expect(
      listed.filter((route) => !registered.has(route)),
      'routes this test lists that do not exist',
    ).toEqual([]);
  });
});

describe('a body beyond the JSON limit', () => {
  it('answers 413 before any field is read', async () => {
    const t = createTestApp(db());
    const res = await t.request('POST', '/v1/auth/register', {
      json: { firstname: '7'.repeat(LONG), lastname: 'Obi', email, password: 'correct-horse' },
    });
    expect(res.status).toBe(413);
  });
});
