import { describe, expect, it } from 'vitest';
import type { KycStatusResponse, University } from '../../../contract';
import { images } from '../../test/images';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

const db = useTestDatabase();

/** A signed-in user with one uploaded document and logo, and a valid individual submission body. */
async function applicant(t: TestApp) {
  const session = await t.signUp();
  const documentImage = (await t.upload(session.accessToken, images.png)).body.data.result.key;
  const brandLogo = (await t.upload(session.accessToken, images.svg, 'logo.svg')).body.data.result.key;
  const universities = await t.request<{ data: University[] }>('GET', '/v1/university');
  const universityId = universities.body.data.find((university) => university.name === 'Lagos State University')?.id;
  const individual = {
    accountType: 'individual',
    nin: '12345678901',
    firstname: 'Ada',
    lastname: 'Obi',
    universityId,
    documentType: 'Identity Card',
    documentImage,
  };
  const brand = {
    ...individual,
    accountType: 'brand',
    brandLogo,
    brandName: 'Ada Bakes',
    brandDescription: 'Cakes and small chops for campus events',
  };
  return { ...session, individual, brand, documentImage, brandLogo };
}

describe('GET /v1/kyc', () => {
  it('answers NOT_SUBMITTED and no submission at first', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const res = await t.request('GET', '/v1/kyc', { token: accessToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: 'NOT_SUBMITTED', submission: null } });
    expect((await t.request('GET', '/v1/kyc')).status).toBe(401);
  });
});

describe('POST /v1/kyc', () => {
  it('accepts an individual submission: 201, PENDING, NIN masked, status on the user', async () => {
    const t = createTestApp(db());
    const a = await applicant(t);
    const res = await t.request<KycStatusResponse>('POST', '/v1/kyc', { token: a.accessToken, json: a.individual });
    expect(res.status).toBe(201);
    expect(res.body.data.status).toBe('PENDING');
    expect(res.body.data.submission).toMatchObject({
      accountType: 'individual',
      nin: '*******8901',
      university: 'Lagos State University',
      documentImage: a.documentImage,
      brandName: null,
      brandLogo: null,
      status: 'PENDING',
      rejectionReason: null,
    });
    const me = await t.request('GET', '/v1/user', { token: a.accessToken });
    expect(me.body).toMatchObject({ data: { kycStatus: 'PENDING' } });
    expect((await t.request('GET', '/v1/kyc', { token: a.accessToken })).body).toEqual(res.body);
  });

  it('accepts a brand submission with its brand fields', async () => {
    const t = createTestApp(db());
    const a = await applicant(t);
    const res = await t.request<KycStatusResponse>('POST', '/v1/kyc', { token: a.accessToken, json: a.brand });
    expect(res.status).toBe(201);
    expect(res.body.data.submission).toMatchObject({ accountType: 'brand', brandName: 'Ada Bakes', brandLogo: a.brandLogo });
  });

  it('answers 409 to a second submission while PENDING', async () => {
    const t = createTestApp(db());
    const a = await applicant(t);
    expect((await t.request('POST', '/v1/kyc', { token: a.accessToken, json: a.individual })).status).toBe(201);
    const again = await t.request('POST', '/v1/kyc', { token: a.accessToken, json: a.brand });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Your KYC is pending. Please wait for verification before submitting again.' });
  });

  it('lets only one of two simultaneous submissions through', async () => {
    const t = createTestApp(db());
    const a = await applicant(t);
    const results = await Promise.all([
      t.request('POST', '/v1/kyc', { token: a.accessToken, json: a.individual }),
      t.request('POST', '/v1/kyc', { token: a.accessToken, json: a.individual }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
  });

  it('validates: NIN of 11 digits, brand fields for a brand, a known university', async () => {
    const t = createTestApp(db());
    const a = await applicant(t);
    const badNin = await t.request('POST', '/v1/kyc', { token: a.accessToken, json: { ...a.individual, nin: '1234567890a' } });
    expect(badNin.status).toBe(400);
    expect(badNin.body).toEqual({ message: 'NIN must be 11 digits', errors: { nin: 'NIN must be 11 digits' } });

    const bareBrand = await t.request('POST', '/v1/kyc', {
      token: a.accessToken,
      json: { ...a.individual, accountType: 'brand', brandName: '' },
    });
    expect(bareBrand.body).toMatchObject({
      errors: {
        brandName: 'Brand name is a required field',
        brandDescription: 'Brand description is a required field',
        brandLogo: 'Brand logo is a required field',
      },
    });

    const unknownUniversity = await t.request('POST', '/v1/kyc', {
      token: a.accessToken,
      json: { ...a.individual, universityId: 99999 },
    });
    expect(unknownUniversity.body).toEqual({
      message: 'University must be chosen from the list',
      errors: { universityId: 'University must be chosen from the list' },
    });

    const wrongType = await t.request('POST', '/v1/kyc', {
      token: a.accessToken,
      json: { ...a.individual, accountType: 'company' },
    });
    expect(wrongType.body).toMatchObject({ errors: { accountType: "Account type must be 'individual' or 'brand'" } });
  });

  it.each(['Kampus Deals', 'KAMPUS', 'my kampus shop', 'theKaMpUsPlug'])("refuses the brand name '%s'", async (brandName) => {
    const t = createTestApp(db());
    const a = await applicant(t);
    const res = await t.request('POST', '/v1/kyc', { token: a.accessToken, json: { ...a.brand, brandName } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "Brand name cannot contain 'Kampus'",
      errors: { brandName: "Brand name cannot contain 'Kampus'" },
    });
  });

  it("refuses file keys that are not the user's own uploads", async () => {
    const t = createTestApp(db());
    const a = await applicant(t);
    const other = await applicant(t);
    const res = await t.request('POST', '/v1/kyc', {
      token: a.accessToken,
      json: { ...a.brand, documentImage: other.documentImage, brandLogo: 'AAAAAAAAAAAAAAAAAAAAAA.png' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Document image must be a file you uploaded',
      errors: {
        documentImage: 'Document image must be a file you uploaded',
        brandLogo: 'Brand logo must be a file you uploaded',
      },
    });
  });
});
