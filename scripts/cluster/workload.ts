/**
 * The cluster test's money workload through the balancer: card checkouts paid on the sandbox's
 * page, checkouts paid from the wallet, sellers accepting (or declining) and marking orders
 * arrived, buyers confirming, the bench's arrived orders confirmed, uploads and searches. Each
 * actor loops until the deadline; what each confirmed answer promised is recorded to be checked
 * against the database afterwards.
 */
import sharp from 'sharp';
import type { HttpLog } from './http-log';
import { sleep } from './net';
import type { ClusterSeed } from './seed';

export interface Upload {
  key: string;
  path: string;
  token: string;
  visibility: 'public' | 'private';
}

export interface WorkloadOutcome {
  placed: Set<string>;
  /** Orders whose sandbox page took the payment (the webhook then confirms them). */
  cardPaid: Set<string>;
  /** Which replica took each page payment, and when: named when a payment goes missing. */
  cardPaidBy: Map<string, string>;
  walletPaid: Set<string>;
  accepted: Set<string>;
  declined: Set<string>;
  arrived: Set<string>;
  confirmed: Set<string>;
  uploads: Upload[];
  /** Payment pages that did not open through the balancer (their URL, status). */
  pageFailures: string[];
}

type Tokens = Map<string, string>;

const cutOrAway = (status: number) => status === 0 || status === 502 || status === 503;

interface OrderRow {
  id: string;
  status: string;
}

/** Signs in through the balancer, trying again while the cluster is mid-failure. */
export async function signIn(http: HttpLog, base: string, email: string, password: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await http.call<{ data?: { accessToken?: string } }>(base, 'POST', '/v1/auth/login', {
      json: { email, password },
    });
    const token = answer.body?.data?.accessToken;
    if (answer.status === 200 && token) return token;
    await sleep(500);
  }
  throw new Error(`could not sign in as ${email}`);
}

/** A small PNG, different every time (its bytes are compared later). */
async function uniquePng(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 48, height: 32, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 } },
  })
    .png()
    .toBuffer();
}

export async function runWorkload(options: {
  http: HttpLog;
  base: string;
  seed: ClusterSeed;
  tokens: Tokens;
  until: number;
}): Promise<WorkloadOutcome> {
  const { http, base, seed, tokens, until } = options;
  const outcome: WorkloadOutcome = {
    placed: new Set(),
    cardPaid: new Set(),
    cardPaidBy: new Map(),
    walletPaid: new Set(),
    accepted: new Set(),
    declined: new Set(),
    arrived: new Set(),
    confirmed: new Set(),
    uploads: [],
    pageFailures: [],
  };
  const running = () => Date.now() < until;
  const token = (email: string) => tokens.get(email) ?? '';
  let pick = 0;
  const nextProduct = () => {
    pick += 1;
    const scarce = seed.products.filter((product) => product.scarce);
    const plenty = seed.products.filter((product) => !product.scarce);
    const list = pick % 3 === 0 ? scarce : plenty;
    return list[pick % list.length]!;
  };
  const checkout = async (email: string) => {
    const answer = await http.call<{
      data?: { order: { id: string }; payment: { authorizationUrl: string; reference: string } };
    }>(base, 'POST', '/v1/orders', {
      token: token(email),
      json: {
        productId: nextProduct().id,
        quantity: 1,
        delivery: {
          method: 'pickup',
          firstname: 'Cluster',
          lastname: 'Buyer',
          phone: '08031234567',
          universityId: seed.universityId,
        },
        escrowAgreement: true,
      },
    });
    if (answer.status !== 201 || !answer.body?.data) return undefined;
    outcome.placed.add(answer.body.data.order.id);
    return answer.body.data;
  };
  const confirmArrived = async (email: string) => {
    const list = await http.call<{ data?: OrderRow[] }>(base, 'GET', '/v1/orders?role=buyer&status=arrived&pageSize=48', {
      token: token(email),
    });
    for (const order of list.body?.data ?? []) {
      const done = await http.call(base, 'POST', `/v1/orders/${order.id}/confirm`, { token: token(email), json: {} });
      if (done.status === 200) outcome.confirmed.add(order.id);
    }
  };

  const cardBuyer = async (email: string) => {
    let round = 0;
    while (running()) {
      round += 1;
      const placed = await checkout(email);
      if (placed) {
        // PUBLIC_ORIGIN is the balancer: the page opens on whichever replica it reaches.
        // A request cut by the kill, or refused while the database is away, is judged with the
        // statuses; a page that the cluster cannot show or take (404, 500) is a failure here.
        const page = await http.call(base, 'GET', placed.payment.authorizationUrl);
        if (!cutOrAway(page.status) && page.status !== 200)
          outcome.pageFailures.push(`GET ${placed.payment.authorizationUrl}: ${page.status}`);
        if (page.status === 200) {
          const paid = await http.call(base, 'POST', placed.payment.authorizationUrl, {
            form: new URLSearchParams({ choice: 'pay' }),
          });
          if (paid.status >= 300 && paid.status < 400) {
            outcome.cardPaid.add(placed.order.id);
            outcome.cardPaidBy.set(
              placed.order.id,
              `${paid.headers?.get('x-kampus-replica') ?? '?'} at ${new Date().toISOString()}`,
            );
          } else if (!cutOrAway(paid.status))
            outcome.pageFailures.push(`POST ${placed.payment.authorizationUrl}: ${paid.status}`);
        }
      }
      if (round % 3 === 0) await confirmArrived(email);
      await sleep(100);
    }
  };

  const walletBuyer = async (email: string) => {
    let round = 0;
    while (running()) {
      round += 1;
      const placed = await checkout(email);
      if (placed) {
        const paid = await http.call(base, 'POST', '/v1/wallet/payments', {
          token: token(email),
          json: { orderId: placed.order.id },
        });
        if (paid.status === 200) outcome.walletPaid.add(placed.order.id);
      }
      if (round % 3 === 0) await confirmArrived(email);
      await sleep(100);
    }
  };

  const seller = async (emails: string[]) => {
    let round = 0;
    while (running()) {
      for (const email of emails) {
        if (!running()) break;
        const list = await http.call<{ data?: OrderRow[] }>(
          base,
          'GET',
          '/v1/orders?role=seller&status=awaiting_seller&pageSize=48',
          {
            token: token(email),
          },
        );
        for (const order of list.body?.data ?? []) {
          round += 1;
          if (round % 5 === 0) {
            const declined = await http.call(base, 'POST', `/v1/orders/${order.id}/decline`, {
              token: token(email),
              json: { reason: 'Sold out at the stall today' },
            });
            if (declined.status === 200) outcome.declined.add(order.id);
            continue;
          }
          const accepted = await http.call(base, 'POST', `/v1/orders/${order.id}/accept`, { token: token(email), json: {} });
          if (accepted.status !== 200) continue;
          outcome.accepted.add(order.id);
          const arrived = await http.call(base, 'POST', `/v1/orders/${order.id}/arrived`, { token: token(email), json: {} });
          if (arrived.status === 200) outcome.arrived.add(order.id);
        }
      }
      await sleep(200);
    }
  };

  const seededConfirms = async () => {
    for (const orderId of seed.arrivedOrderIds) {
      if (!running()) break;
      const done = await http.call(base, 'POST', `/v1/orders/${orderId}/confirm`, { token: token(seed.orderBuyer), json: {} });
      if (done.status === 200) outcome.confirmed.add(orderId);
      await sleep(50);
    }
  };

  const uploader = async () => {
    let count = 0;
    // 30 uploads per person in 10 minutes: the uploads are spread over the buyers.
    const owners = [...seed.cardBuyers, ...seed.walletBuyers];
    while (running() && count < owners.length * 20) {
      count += 1;
      const owner = owners[count % owners.length]!;
      const visibility = count % 4 === 0 ? 'public' : 'private';
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(await uniquePng(count))], { type: 'image/png' }), `cluster-${count}.png`);
      form.set('visibility', visibility);
      const answer = await http.call<{ data?: { result: { key: string; url: string } } }>(base, 'POST', '/v1/file/upload', {
        token: token(owner),
        form,
      });
      const result = answer.body?.data?.result;
      if (answer.status === 201 && result)
        outcome.uploads.push({ key: result.key, path: result.url, token: token(owner), visibility });
      await sleep(400);
    }
  };

  const searcher = async () => {
    const searches = ['lamp', 'calculator', 'bench%20order', 'scarce', 'product'];
    let round = 0;
    while (running()) {
      round += 1;
      await http.call(base, 'GET', `/v1/products?search=${searches[round % searches.length]}`);
      await sleep(150);
    }
  };

  const sellers = seed.sellers;
  const half = Math.ceil(sellers.length / 2);
  await Promise.all([
    ...seed.cardBuyers.map(cardBuyer),
    ...seed.walletBuyers.map(walletBuyer),
    seller(sellers.slice(0, half)),
    seller(sellers.slice(half)),
    seededConfirms(),
    uploader(),
    searcher(),
  ]);
  return outcome;
}
