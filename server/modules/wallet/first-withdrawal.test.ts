import { describe, expect, it } from 'vitest';
import { FIRST_WITHDRAWAL_WAITS } from '../../../contract';
import type { OrderDetailResponse } from '../../../contract';
import { useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { consoleToken, signInAdmin } from '../admin/testing';
import type { SignedInStaff } from '../admin/testing';
import { expectLedgerClean, freshSandboxEachTest } from '../escrow/testing';
import type { VerifiedSeller } from '../listing/testing';
import { listProduct, login, orderAction, paidOrder, sellerWithProduct } from '../order/testing';
import { useServedTestApp } from '../payment/testing';
import { depositOk, saveAccountOk, setPinOk, verifiedWalletUser, withdraw } from './testing';

const db = useTestDatabase();

let t: TestApp;
let admin: SignedInStaff;

useServedTestApp(db, async (app) => {
  ({ t } = app);
  admin = await signInAdmin(t);
});

freshSandboxEachTest(() => t);

async function ok(token: string, orderId: string, path: string, json: unknown = {}) {
  const res = await orderAction(t, token, orderId, path, json);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** An order of the seller's product, paid, accepted and marked arrived: the buyer may confirm or dispute it. */
async function arrivedOrder(seller: VerifiedSeller) {
  seller.token = await login(t, seller);
  const product = await listProduct(t, seller, { priceKobo: 1_000_000, unitsAvailable: 1 });
  const { buyer, order } = await paidOrder(t, product.id, seller.universityId ?? 1);
  await ok(seller.token, order.id, 'accept');
  await ok(seller.token, order.id, 'arrived');
  return { buyer, order };
}

/** A disputed order the console decides for the seller: the seller is paid without a satisfied buyer. */
async function releasedAfterDispute(seller: VerifiedSeller) {
  const { buyer, order } = await arrivedOrder(seller);
  await ok(buyer.accessToken, order.id, 'dispute', { reason: 'Not as described' });
  admin.accessToken = await consoleToken(t, admin);
  const resolved = await t.request<OrderDetailResponse>('POST', `/v1/admin/orders/${order.id}/resolve`, {
    token: admin.accessToken,
    json: { outcome: 'release', note: 'The item matches the listing' },
  });
  expect(resolved.status).toBe(200);
}

describe("a new seller's first withdrawal", () => {
  it('waits (409) while their only sale was disputed, and opens once an order completes without a dispute', async () => {
    const { seller } = await sellerWithProduct(t);
    await releasedAfterDispute(seller);
    seller.token = await login(t, seller);
    await setPinOk(t, { token: seller.token, email: seller.email });
    await saveAccountOk(t, seller.token);

    const refused = await withdraw(t, seller.token, 500_000);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(FIRST_WITHDRAWAL_WAITS);
    // Refused before the PIN is checked: a wrong PIN is not counted against them either.
    const wrongPin = await withdraw(t, seller.token, 500_000, '1357');
    expect(wrongPin.status).toBe(409);
    const pin = await t.request<{ data: { lockedUntil: string | null } }>('GET', '/v1/wallet/pin', { token: seller.token });
    expect(pin.body.data.lockedUntil).toBeNull();

    const { buyer, order } = await arrivedOrder(seller);
    await ok(buyer.accessToken, order.id, 'confirm');
    seller.token = await login(t, seller);
    const allowed = await withdraw(t, seller.token, 500_000);
    expect(allowed.status).toBe(201);
    expect(allowed.body.data.status).toMatch(/pending|successful/);
    await t.tasks.settle();
    await expectLedgerClean(db());
  });

  it('never holds back a buyer withdrawing money they deposited', async () => {
    const buyer = await verifiedWalletUser(t);
    await depositOk(t, buyer.token, 2_000_000);
    await setPinOk(t, buyer);
    await saveAccountOk(t, buyer.token);
    const res = await withdraw(t, buyer.token, 1_000_000);
    expect(res.status).toBe(201);
  });

  it('lets a seller whose first order completed cleanly withdraw at once', async () => {
    const { seller } = await sellerWithProduct(t);
    const { buyer, order } = await arrivedOrder(seller);
    await ok(buyer.accessToken, order.id, 'confirm');
    seller.token = await login(t, seller);
    await setPinOk(t, { token: seller.token, email: seller.email });
    await saveAccountOk(t, seller.token);
    expect((await withdraw(t, seller.token, 500_000)).status).toBe(201);
  });
});
