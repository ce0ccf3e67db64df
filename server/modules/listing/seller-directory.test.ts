import { beforeAll, describe, expect, it } from 'vitest';
import type { SellerDirectoryResponse } from '../../../contract';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { kycApplicant } from '../kyc/testing';
import { productBody, verifiedSeller } from './testing';
import type { VerifiedSeller } from './testing';

const db = useTestDatabase();

describe('GET /v1/sellers: the seller directory', () => {
  let t: TestApp;
  let lagos: VerifiedSeller;
  let brand: VerifiedSeller;
  let buyerEmail: string;

  beforeAll(async () => {
    t = createTestApp(db());
    lagos = await verifiedSeller(t, { university: 'Lagos State University' });
    brand = await verifiedSeller(t, { accountType: 'brand', university: 'University of Lagos' });
    for (let i = 0; i < 2; i += 1) {
      const listed = await t.request('POST', '/v1/products', { token: brand.token, json: productBody(brand) });
      expect(listed.status).toBe(201);
    }
    const listed = await t.request('POST', '/v1/products', { token: lagos.token, json: productBody(lagos) });
    expect(listed.status).toBe(201);
    // A student who only buys: never listed.
    buyerEmail = (await kycApplicant(t)).email;
  });

  const directory = async (query = '') => {
    const response = await t.request<SellerDirectoryResponse>('GET', `/v1/sellers${query}`);
    expect(response.status).toBe(200);
    return response.body;
  };

  it('lists approved sellers only, most listings first, with their counts and the total', async () => {
    const { data, page } = await directory();
    expect(data.map((seller) => seller.id)).toEqual([brand.id, lagos.id]);
    expect(data[0]).toMatchObject({ sellerType: 'brand', productCount: 2, eventCount: 0, rating: { average: null, count: 0 } });
    expect(data[1]).toMatchObject({ sellerType: 'individual', university: 'Lagos State University', productCount: 1 });
    expect(page).toEqual({ page: 1, pageSize: 12, total: 2, totalPages: 1 });
    expect(JSON.stringify(data)).not.toContain(buyerEmail);
  });

  it('filters by name, university and seller type', async () => {
    const { data } = await directory();
    const individualName = data.find((seller) => seller.id === lagos.id)?.name ?? '';
    const brandName = data.find((seller) => seller.id === brand.id)?.name ?? '';
    expect(individualName).not.toBe(brandName);
    expect((await directory(`?search=${encodeURIComponent(individualName.toUpperCase())}`)).data.map((s) => s.id)).toEqual([
      lagos.id,
    ]);
    expect((await directory(`?search=${encodeURIComponent(brandName.slice(1, -1))}`)).data.map((s) => s.id)).toEqual([brand.id]);
    expect((await directory('?search=%25')).data).toEqual([]);
    expect((await directory(`?university=${String(brand.universityId)}`)).data.map((s) => s.id)).toEqual([brand.id]);
    expect((await directory('?sellerType=individual')).data.map((s) => s.id)).toEqual([lagos.id]);
  });

  it('pages, and a page past the end still tells the total', async () => {
    const first = await directory('?pageSize=1');
    expect(first.data.map((s) => s.id)).toEqual([brand.id]);
    expect(first.page).toEqual({ page: 1, pageSize: 1, total: 2, totalPages: 2 });
    const beyond = await directory('?page=5&pageSize=1');
    expect(beyond).toEqual({ data: [], page: { page: 5, pageSize: 1, total: 2, totalPages: 2 } });
  });

  it('refuses a bad query with the field named', async () => {
    const response = await t.request<{ errors: Record<string, string[]> }>('GET', '/v1/sellers?sellerType=robot&page=0');
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors ?? {}).sort()).toEqual(['page', 'sellerType']);
  });
});
