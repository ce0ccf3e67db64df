import { expect, type APIRequestContext } from '@playwright/test';
import type { CreateOrderResponse, OrderDetail, WalletBalances, WalletMonth } from '../../contract';
import { photoFile } from './images';
import { mailsTo } from './server';

export interface Credentials {
  email: string;
  password: string;
}

/** A bearer token for this account, from the real login endpoint. */
export async function apiToken(request: APIRequestContext, account: Credentials): Promise<string> {
  const response = await request.post('/v1/auth/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function uploadPhoto(request: APIRequestContext, token: string, name: string, backdrop: string, subject: string) {
  const response = await request.post('/v1/file/upload', {
    headers: bearer(token),
    multipart: { file: await photoFile(name, backdrop, subject), visibility: 'public' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { result: { key: string } } }).data.result.key;
}

export interface ListedProduct {
  id: string;
  slug: string;
  title: string;
  priceKobo: number;
}

/**
 * A product listed by a KYC-approved seller through the API (the catalogue journey covers the
 * form): three photos, pickup on campus and door delivery for ₦2,500.
 */
export async function listProduct(
  request: APIRequestContext,
  seller: Credentials,
  product: { title: string; priceKobo: number; units: number },
): Promise<ListedProduct> {
  const token = await apiToken(request, seller);
  const imageKeys = [
    await uploadPhoto(request, token, 'front.jpg', '#cfe2f3', '#0b5394'),
    await uploadPhoto(request, token, 'side.jpg', '#d9ead3', '#38761d'),
    await uploadPhoto(request, token, 'box.jpg', '#fce5cd', '#b45f06'),
  ];
  const response = await request.post('/v1/products', {
    headers: bearer(token),
    data: {
      title: product.title,
      category: 'Gadgets',
      descriptionHtml: `<p>${product.title}, barely used, with its charger.</p>`,
      unitsAvailable: product.units,
      condition: 'like_new',
      priceKobo: product.priceKobo,
      campusOnly: false,
      imageKeys,
      delivery: { pickup: true, door: { feeKobo: 250_000, minDays: 3, maxDays: 7 } },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: { id: string; slug: string } };
  return { id: data.id, slug: data.slug, title: product.title, priceKobo: product.priceKobo };
}

export interface ListedEvent {
  id: string;
  slug: string;
  title: string;
  endsAt: string;
  tiers: { id: string; name: string; priceKobo: number; seatsPerTicket: number }[];
}

/**
 * An event listed by a KYC-approved seller through the API (the listings journey covers the
 * form), starting tomorrow for five hours, with the tiers given.
 */
export async function listEvent(
  request: APIRequestContext,
  seller: Credentials,
  event: { title: string; tiers: { name: string; priceKobo: number; quantity: number; seatsPerTicket?: number }[] },
): Promise<ListedEvent> {
  const token = await apiToken(request, seller);
  const bannerKey = await uploadPhoto(request, token, 'banner.jpg', '#f4cccc', '#990000');
  const startsAt = new Date(Date.now() + 24 * 3_600_000);
  const endsAt = new Date(startsAt.getTime() + 5 * 3_600_000);
  const response = await request.post('/v1/events', {
    headers: bearer(token),
    data: {
      title: event.title,
      category: 'Parties',
      descriptionHtml: `<p>${event.title}: music, food and friends.</p>`,
      venue: 'Main Auditorium, University of Lagos',
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      bannerKey,
      tiers: event.tiers.map((tier) => ({ description: `${tier.name} entry`, ...tier })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: ListedEvent };
  return { id: data.id, slug: data.slug, title: data.title, endsAt: data.endsAt, tiers: data.tiers };
}

/** An order placed and paid through the API and the demo sandbox's payment page: the checkout journey covers the screens. */
export async function placePaidOrder(request: APIRequestContext, buyer: Credentials, productId: string): Promise<OrderDetail> {
  const token = await apiToken(request, buyer);
  const placed = await request.post('/v1/orders', {
    headers: bearer(token),
    data: {
      productId,
      quantity: 1,
      delivery: { method: 'pickup', firstname: 'Ada', lastname: 'Buyer', phone: '+2348011122233', universityId: 1 },
      escrowAgreement: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { data } = (await placed.json()) as CreateOrderResponse;
  const paid = await request.post(data.payment.authorizationUrl, { form: { choice: 'pay' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  // The sandbox's webhook arrives asynchronously; the order leaves pending_payment once it is verified.
  let order = data.order;
  await expect
    .poll(async () => {
      order = await orderAs(request, token, data.order.id);
      return order.status;
    })
    .toBe('awaiting_seller');
  return order;
}

export async function orderAs(request: APIRequestContext, token: string, orderId: string): Promise<OrderDetail> {
  const response = await request.get(`/v1/orders/${orderId}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: OrderDetail }).data;
}

/** A transition through its endpoint, as the screens send it. */
export async function transition(
  request: APIRequestContext,
  token: string,
  orderId: string,
  path: string,
  body: Record<string, unknown> = {},
): Promise<OrderDetail> {
  const response = await request.post(`/v1/orders/${orderId}/${path}`, { headers: bearer(token), data: body });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: OrderDetail }).data;
}

export async function walletOf(request: APIRequestContext, account: Credentials): Promise<WalletBalances> {
  const token = await apiToken(request, account);
  const response = await request.get('/v1/wallet', { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: WalletBalances }).data;
}

/** An individual KYC submission in the student's own name (an operator approves it with `admin('kyc-approve', …)`). */
export async function submitKyc(
  request: APIRequestContext,
  student: Credentials & { firstname: string; lastname: string },
): Promise<void> {
  const token = await apiToken(request, student);
  // Identity documents are private uploads.
  const upload = await request.post('/v1/file/upload', {
    headers: bearer(token),
    multipart: { file: await photoFile('id-card.jpg', '#eeeeee', '#1c4587'), visibility: 'private' },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const documentImage = ((await upload.json()) as { data: { result: { key: string } } }).data.result.key;
  const response = await request.post('/v1/kyc', {
    headers: bearer(token),
    data: {
      accountType: 'individual',
      nin: '12345678901',
      firstname: student.firstname,
      lastname: student.lastname,
      universityId: 1,
      documentType: 'National ID card',
      documentImage,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The account's wallet history for one month (the current one by default). */
export async function walletMonthOf(request: APIRequestContext, account: Credentials, month?: string): Promise<WalletMonth> {
  const token = await apiToken(request, account);
  const query = month ? `?${new URLSearchParams({ month })}` : '';
  const response = await request.get(`/v1/wallet/transactions${query}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: WalletMonth }).data;
}

/** A new student account, registered and verified through the API with the mailed code (the auth journeys cover the screens). */
export async function registerStudent(
  request: APIRequestContext,
  student: Credentials & { firstname: string; lastname: string },
): Promise<void> {
  const registered = await request.post('/v1/auth/register', { data: student });
  expect(registered.status(), await registered.text()).toBe(201);
  // The code is mailed once the answer has gone.
  let code = '';
  await expect
    .poll(async () => {
      code = (await mailsTo(request, student.email)).find((mail) => mail.code)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  const verified = await request.post('/v1/auth/verify-email', { data: { email: student.email, code } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** A first message from one student to another about a listing of theirs, which starts their conversation. */
export async function messageAbout(
  request: APIRequestContext,
  from: Credentials,
  to: { recipientId: string; listingId: string },
  text: string,
): Promise<void> {
  const token = await apiToken(request, from);
  const response = await request.post('/v1/chats', { headers: bearer(token), data: { ...to, text } });
  expect(response.status(), await response.text()).toBe(201);
}
