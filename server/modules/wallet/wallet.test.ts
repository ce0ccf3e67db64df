import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { walletResponseSchema } from '../../../contract';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import { deposit } from '../ledger/testing';

const db = useTestDatabase();

describe('GET /v1/wallet', () => {
  it('answers 401 to a guest and the signed-in user’s balances from the ledger', async () => {
    const t = createTestApp(db());
    expect((await t.request('GET', '/v1/wallet')).status).toBe(401);
    const user = await t.signUp();
    const empty = await t.request('GET', '/v1/wallet', { token: user.accessToken });
    expect(empty.status).toBe(200);
    expect(v.parse(walletResponseSchema, empty.body).data).toEqual({
      availableKobo: 0,
      inEscrowAsBuyerKobo: 0,
      inEscrowAsSellerKobo: 0,
      pendingWithdrawalsKobo: 0,
    });
    const me = await t.request<{ data: { id: string } }>('GET', '/v1/user', { token: user.accessToken });
    await deposit(db(), me.body.data.id, 250_000);
    const after = await t.request('GET', '/v1/wallet', { token: user.accessToken });
    expect(v.parse(walletResponseSchema, after.body).data.availableKobo).toBe(250_000);
  });
});
