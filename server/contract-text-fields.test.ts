import { beforeAll, describe, expect, it } from 'vitest';
import { fieldLabel, moderationActions } from '../contract';
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

const contact = {
  firstname: 'Ada',
  lastname: 'Obi',
  universityId: 1,
  address: 'Room 12, Moremi Hall',
  landmark: 'Opposite the chapel',
};
/** `{ 'delivery.firstname': 'single-line', … }` for these keys of the object under `prefix`. */
const contactFields = (prefix: string, keys: string[]) =>
  Object.fromEntries(keys.map((key): [string, FieldKind] => [`${prefix}.${key}`, 'single-line']));
const splitHalf = { outcome: 'split', buyerKobo: 100, note: 'Half each' };
const bankAccount = { bankCode: '058', accountNumber: '0000000000' };
const bankAccountFields: Record<string, FieldKind> = { bankCode: 'choice', accountNumber: 'choice' };
const bankLabels = { bankCode: 'Bank', accountNumber: 'Account Number' };
const recipientFields: Record<string, FieldKind> = { recipientId: 'choice', listingId: 'choice' };
const recipientLabels = { recipientId: 'Recipient', listingId: 'Listing' };
const chatMessage = { text: 'Is it still available?', imageKeys: ['photo-one.png'] };
const chatMessageFields: Record<string, FieldKind> = { text: 'multi-line', 'imageKeys.0': 'choice' };
const chatMessageLabels = { text: 'Message', 'imageKeys.0': 'Image' };

/**
 * One entry of the table. A GET sends its values as a query, any other method as JSON; the
 * path's parameters are `someId` unless `params` names them (`{ kind: 'order' }`).
 */
function entry(
  route: string,
  caller: Caller,
  valid: Record<string, unknown>,
  fields: Record<string, FieldKind>,
  more: Pick<TextInput, 'title' | 'labels'> & { params?: Record<string, string> } = {},
): TextInput {
  const [method, path = '/'] = route.split(' ');
  const { params = {}, ...rest } = more;
  const url = path.includes(':') ? path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? someId) : undefined;
  return { route, caller, from: method === 'GET' ? 'query' : 'json', valid, fields, ...(url && { url }), ...rest };
}

/** An entry whose only text is a reason (`multi-line`). */
const reasonOnly = (route: string, caller: Caller, reason: string, params?: Record<string, string>) =>
  entry(route, caller, { reason }, { reason: 'multi-line' }, { params });

const single = 'single-line';
const multi = 'multi-line';
const secret = 'secret';
const choice = 'choice';

const textInputs: TextInput[] = [
  entry(
    'POST /v1/auth/register',
    'anyone',
    { firstname: 'Ada', lastname: 'Obi', email, password: 'correct-horse' },
    {
      firstname: single,
      lastname: single,
      email: single,
      password: secret,
    },
  ),
  entry('POST /v1/auth/verify-email', 'anyone', { email, code: '123456' }, { email: single, code: single }),
  entry('POST /v1/auth/resend-code', 'anyone', { email }, { email: single }),
  entry('POST /v1/auth/login', 'anyone', { email, password: 'correct-horse' }, { email: single, password: secret }),
  entry('POST /v1/staff/sign-in', 'anyone', { email, password: 'correct-horse' }, { email: single, password: secret }),
  entry(
    'POST /v1/staff/second-factor',
    'anyone',
    { challenge: 'a-challenge', code: '123456' },
    { challenge: single, code: single },
  ),
  entry(
    'POST /v1/staff/second-factor',
    'anyone',
    { challenge: 'a-challenge', recoveryCode: 'abcde-fghij' },
    { recoveryCode: single },
    { title: 'POST /v1/staff/second-factor with a recovery code' },
  ),
  entry('POST /v1/admin/staff', 'admin', { email, role: 'support' }, { email: single, role: choice }),
  entry('POST /v1/auth/refresh-token', 'anyone', { refreshToken: 'a-refresh-token' }, { refreshToken: secret }),
  entry('POST /v1/auth/logout', 'anyone', { refreshToken: 'a-refresh-token' }, { refreshToken: secret }),
  entry('POST /v1/auth/forgot-password', 'anyone', { email }, { email: single }),
  entry('POST /v1/auth/verify-reset-code', 'anyone', { email, code: '123456' }, { email: single, code: single }),
  entry(
    'POST /v1/auth/reset-password',
    'anyone',
    { resetToken: 'a-reset-token', password: 'correct-horse' },
    { resetToken: secret, password: secret },
  ),
  entry(
    'PATCH /v1/user',
    'user',
    { firstname: 'Ada', lastname: 'Obi', phone: '08012345678', university: null, about: 'I sell textbooks.' },
    { firstname: single, lastname: single, phone: single, university: choice, about: multi },
  ),
  entry(
    'POST /v1/user/password',
    'user',
    { currentPassword: 'correct-horse', newPassword: 'battery-staple' },
    { currentPassword: secret, newPassword: secret },
  ),
  entry('POST /v1/kyc', 'user', brandKyc, {
    ...Object.fromEntries(Object.keys(brandKyc).map((key) => [key, single])),
    accountType: choice,
    universityId: choice,
    brandDescription: multi,
  }),
  entry('GET /v1/admin/kyc', 'admin', { status: 'PENDING' }, { status: choice }),
  entry(
    'POST /v1/admin/kyc/:id/reject',
    'admin',
    { reason: 'unreadable-id', message: 'The photo of the document is blurry.' },
    { reason: choice, message: multi },
  ),
  entry(
    'POST /v1/admin/disputes/:kind/:id/questions',
    'admin',
    { to: 'buyer', text: 'When did you open the box?' },
    { to: choice, text: multi },
    { params: { kind: 'order' }, labels: { text: 'Question' } },
  ),
  entry(
    'POST /v1/admin/disputes/:kind/:id/proposal',
    'admin',
    { outcome: 'refund', reason: 'The item was broken on arrival.' },
    { reason: multi },
    { params: { kind: 'order' } },
  ),
  entry(
    'POST /v1/admin/disputes/:kind/:id/decision',
    'admin',
    { outcome: 'release', reason: 'The event took place.' },
    { reason: multi },
    { params: { kind: 'ticket-order' } },
  ),
  entry(
    'GET /v1/admin/audit',
    'admin',
    { targetType: 'order', targetId: someId, actorId: someId, personId: someId, action: 'kyc.approve', before: '42' },
    { targetType: choice, targetId: choice, actorId: choice, personId: choice, action: choice, before: choice },
    { labels: { actorId: 'Actor', personId: 'Person' } },
  ),
  entry('GET /v1/admin/support', 'admin', { status: 'open' }, { status: choice }),
  entry(
    'POST /v1/admin/support/:id/replies',
    'admin',
    { text: 'We have refunded you; it shows in your wallet now.' },
    { text: multi },
    { labels: { text: 'Reply' } },
  ),
  entry('GET /v1/admin/payouts', 'admin', { status: 'failed' }, { status: choice }),
  ...['retry', 'return'].map((decision) =>
    reasonOnly(`POST /v1/admin/payouts/:id/${decision}`, 'admin', 'The bank refused the transfer; the owner fixed the account.'),
  ),
  entry('GET /v1/admin/people', 'admin', { q: 'Ada Obi' }, { q: single }, { labels: { q: 'Search' } }),
  entry('GET /v1/admin/people/:id', 'admin', { month: '2026-11' }, { month: choice }),
  ...['suspend', 'restore', 'end-sessions'].map((action) =>
    reasonOnly(`POST /v1/admin/people/:id/${action}`, 'admin', 'Reported by three buyers for the same fake listing.'),
  ),
  ...['hide', 'restore'].map((action) =>
    reasonOnly(`POST /v1/admin/listings/:kind/:id/${action}`, 'admin', 'The photos are of a different phone.', {
      kind: 'product',
    }),
  ),
  entry('GET /v1/admin/moderation', 'admin', { status: 'open' }, { status: choice }),
  ...moderationActions.map((action) =>
    reasonOnly(`POST /v1/admin/moderation/:kind/:id/${action}`, 'admin', 'Two buyers were asked to pay outside Kampus.', {
      kind: 'product',
    }),
  ),
  entry(
    'POST /v1/orders/:id/dispute-questions/:questionId/answer',
    'user',
    { answer: 'At the gate, at noon.' },
    { answer: multi },
  ),
  entry(
    'POST /v1/ticket-orders/:id/dispute-questions/:questionId/answer',
    'user',
    { answer: 'The gate was locked.' },
    { answer: multi },
  ),
  entry(
    'POST /v1/orders',
    'user',
    {
      productId: someId,
      quantity: 1,
      escrowAgreement: true,
      delivery: { method: 'door', ...contact, phone: '08031234567' },
    },
    {
      productId: choice,
      'delivery.method': choice,
      ...contactFields('delivery', ['firstname', 'lastname', 'phone', 'address', 'landmark']),
    },
    {
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
  ),
  entry(
    'GET /v1/orders',
    'user',
    { role: 'buyer', page: '1', reference: 'kmp_0123' },
    { role: choice, page: choice, reference: single },
  ),
  reasonOnly('POST /v1/orders/:id/decline', 'user', 'The last one was damaged'),
  reasonOnly('POST /v1/orders/:id/cancel', 'user', 'Changed my mind'),
  entry('POST /v1/orders/:id/handover', 'user', { code: '123456' }, { code: single }, { labels: { code: 'Escrow code' } }),
  entry(
    'POST /v1/orders/:id/dispute',
    'user',
    { reason: 'The screen is cracked', photoKeys: ['abcdefghijklmnopqrstuv.png'] },
    { reason: multi, 'photoKeys.0': choice },
    { labels: { 'photoKeys.0': 'Photos' } },
  ),
  entry('POST /v1/orders/:id/dispute/answer', 'user', { answer: 'It left me whole' }, { answer: multi }),
  entry(
    'POST /v1/orders/:id/review',
    'user',
    { rating: 5, text: 'Works as described' },
    { text: multi },
    { labels: { text: 'Review' } },
  ),
  entry('POST /v1/admin/orders/:id/resolve', 'admin', splitHalf, { outcome: choice, note: multi }),
  entry('GET /v1/notifications', 'user', { before: someId, limit: '10' }, { before: choice, limit: choice }),
  entry(
    'POST /v1/support/requests',
    'anyone',
    { firstname: 'Ada', lastname: 'Obi', email, phone: '08031234567', service: 'Feedback', detail: 'Hello' },
    { firstname: single, lastname: single, email: single, phone: single, service: choice, detail: multi },
    { title: 'POST /v1/support/requests (a visitor)' },
  ),
  entry(
    'POST /v1/support/requests',
    'user',
    { phone: '08031234567', service: 'Feedback', detail: 'Hello', email },
    { phone: single, service: choice, detail: multi, email: single },
    { title: 'POST /v1/support/requests (signed in)', labels: { service: 'Service interest' } },
  ),
  entry('GET /v1/wallet/transactions', 'user', { month: '2025-01' }, { month: choice }),
  entry('POST /v1/wallet/deposits', 'user', { amountKobo: 100_000, dashboard: 'buyer' }, { dashboard: choice }),
  entry('POST /v1/wallet/bank-account/resolve', 'user', bankAccount, bankAccountFields, { labels: bankLabels }),
  entry(
    'PUT /v1/wallet/bank-account',
    'user',
    { ...bankAccount, accountName: 'ADA OBI' },
    { ...bankAccountFields, accountName: single },
    { labels: { ...bankLabels, accountName: 'Account Name' } },
  ),
  entry(
    'PUT /v1/wallet/pin',
    'user',
    { pin: '2580', otp: '1234' },
    { pin: choice, otp: choice },
    { labels: { pin: 'PIN', otp: 'Code' } },
  ),
  entry(
    'POST /v1/wallet/withdrawals',
    'user',
    { amountKobo: 100_000, pin: '1234', idempotencyKey: someId },
    { pin: choice, idempotencyKey: choice },
    { labels: { pin: 'PIN' } },
  ),
  entry('POST /v1/wallet/payments', 'user', { orderId: someId }, { orderId: choice }, { labels: { orderId: 'Order' } }),
  entry('DELETE /v1/user', 'user', { password: 'not-the-password-1' }, { password: secret }),
  entry(
    'PUT /v1/me/settings/chat',
    'user',
    { whoCanMessage: 'any_seller' },
    { whoCanMessage: choice },
    { labels: { whoCanMessage: 'Who can message' } },
  ),
  entry('GET /v1/chats', 'user', { page: '1', pageSize: '20' }, { page: choice, pageSize: choice }),
  entry('GET /v1/chats/draft', 'user', { recipientId: someId, listingId: someId }, recipientFields, { labels: recipientLabels }),
  entry(
    'POST /v1/chats',
    'user',
    { recipientId: someId, listingId: someId, ...chatMessage },
    { ...recipientFields, ...chatMessageFields },
    { labels: { ...recipientLabels, ...chatMessageLabels } },
  ),
  entry('GET /v1/chats/:id/messages', 'user', { before: someId, limit: '30' }, { before: choice, limit: choice }),
  entry('POST /v1/chats/:id/messages', 'user', chatMessage, chatMessageFields, { labels: chatMessageLabels }),
  entry('POST /v1/blocks', 'user', { userId: someId }, { userId: choice }, { labels: { userId: 'Person' } }),
  entry(
    'POST /v1/reports',
    'user',
    { targetKind: 'person', targetId: someId, reason: 'scam', details: 'Asked me to pay outside Kampus.' },
    { targetKind: choice, targetId: choice, reason: choice, details: multi },
    { labels: { targetId: 'Target' } },
  ),
  entry(
    'POST /v1/reports/answer',
    'user',
    { targetKind: 'product', targetId: someId, answer: 'It is original: here is the receipt.' },
    { targetKind: choice, targetId: choice, answer: multi },
    { labels: { targetId: 'Target' } },
  ),
  entry('GET /v1/dev/mail', 'anyone', { to: email }, { to: single }),
  entry(
    'GET /v1/sellers',
    'anyone',
    { search: 'tunde', university: '1', sellerType: 'brand', page: '1', pageSize: '12' },
    { search: single, university: choice, sellerType: choice, page: choice, pageSize: choice },
  ),
  entry(
    'GET /v1/products',
    'anyone',
    { ...listQuery, category: 'Gadgets', ids: someId, exclude: someId },
    { ...listFields, ids: choice, exclude: choice },
    { labels: listLabels },
  ),
  ...['POST /v1/products', 'PATCH /v1/products/:id'].map((route) =>
    entry(route, 'user', productJson, productFields, { labels: productLabels }),
  ),
  entry(
    'GET /v1/events',
    'anyone',
    { ...listQuery, category: 'Tech', when: 'this_week', price: 'free', format: 'virtual' },
    { ...listFields, when: choice, price: choice, format: choice },
    { labels: listLabels },
  ),
  entry(
    'GET /v1/events/slug-availability',
    'anyone',
    { slug: 'tech-meetup' },
    { slug: choice },
    { labels: { slug: 'Custom URL' } },
  ),
  ...['POST /v1/events', 'PATCH /v1/events/:id'].map((route) =>
    entry(route, 'user', eventJson, eventFields, { labels: eventLabels }),
  ),
  entry(
    'POST /v1/events/:id/check-in',
    'user',
    { code: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567' },
    { code: choice },
    { labels: { code: 'Ticket code' } },
  ),
  reasonOnly('POST /v1/events/:id/cancel', 'user', 'The hall was flooded'),
  entry(
    'POST /v1/ticket-orders',
    'user',
    { eventId: someId, items: [{ tierId: someId, quantity: 1 }], contact: { ...contact, email, phone: '08031234567' } },
    {
      eventId: choice,
      'items.0.tierId': choice,
      ...contactFields('contact', ['firstname', 'lastname', 'email', 'phone', 'address', 'landmark']),
    },
    {
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
  ),
  entry(
    'GET /v1/ticket-orders',
    'user',
    { status: 'paid', page: '1', reference: 'ktk_0123' },
    { page: choice, reference: single },
  ),
  reasonOnly('POST /v1/ticket-orders/:id/dispute', 'user', 'The hall was locked all night'),
  entry('POST /v1/admin/ticket-orders/:id/resolve', 'admin', splitHalf, { outcome: choice, note: multi }),
  entry(
    'GET /v1/me/listings',
    'user',
    { type: 'tickets', page: '1', pageSize: '12' },
    { type: choice, page: choice, pageSize: choice },
  ),
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
  'GET /v1/blocks': 'no input',
  'GET /v1/reports': 'no input',
  'GET /v1/admin/moderation/:kind/:id': 'path parameters only (see the path parameter test)',
  'DELETE /v1/blocks/:userId': 'path parameter only (see the path parameter test)',
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
    { name: 'a NUL as a person id to unblock', method: 'DELETE', url: '/v1/blocks/%00' },
    { name: 'a NUL as a moderation target id', method: 'GET', url: '/v1/admin/moderation/product/%00' },
    { name: 'a line break as a moderation target kind', method: 'POST', url: `/v1/admin/moderation/%0D%0A/${someId}/hide` },
    {
      name: `${LONG} characters as a moderation target id to dismiss`,
      method: 'POST',
      url: `/v1/admin/moderation/person/${'7'.repeat(LONG)}/dismiss`,
    },
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
