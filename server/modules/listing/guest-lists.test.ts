import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { sellerWithProduct } from '../order/testing';
import { listEvent } from '../ticket/testing';
import { guestListAnswer } from './guest-lists';

const db = useTestDatabase();

describe('the lists a page rendered on the server starts from', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(db());
  });

  it("answers a product or event list exactly as a guest's GET of it does", async () => {
    const { seller } = await sellerWithProduct(t, { title: 'Wombat backpack', priceKobo: 900_000 });
    await sellerWithProduct(t, { title: 'Wombat flask', priceKobo: 400_000 });
    await listEvent(t, seller, { title: 'Wombat Wednesday' });
    for (const path of [
      'products?page=1&pageSize=12&sort=price_asc&search=wombat',
      'products?page=2&pageSize=1&sort=newest&search=wombat',
      'events?page=1&pageSize=12&sort=relevance&search=wombat&when=this_month',
    ]) {
      const answer = await guestListAnswer(t.app.services, path);
      const overHttp = await t.request('GET', `/v1/${path}`);
      expect(overHttp.status).toBe(200);
      expect(JSON.parse(JSON.stringify(answer))).toEqual(overHttp.body);
    }
    const flask = (await guestListAnswer(t.app.services, 'products?sort=price_asc&search=wombat')) as {
      data: Array<{ title: string }>;
    };
    expect(flask.data.map((item) => item.title)).toEqual(['Wombat flask', 'Wombat backpack']);
  });

  it('answers nothing for a query the route refuses, or a path that is not a catalogue list', async () => {
    for (const path of ['products?pageSize=1000', 'events?when=someday', 'products/wombat-flask', 'orders?role=buyer', 'user']) {
      expect(await guestListAnswer(t.app.services, path)).toBeUndefined();
    }
    expect((await t.request('GET', '/v1/products?pageSize=1000')).status).toBe(400);
  });
});
