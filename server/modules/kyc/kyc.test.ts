import { describe, expect, it } from 'vitest';
import type { KycStatusResponse } from '../../../contract';
import { images } from '../../test/images';
import { createTestApp, expectFieldRefused, useTestDatabase } from '../../test/test-app';
import { signInAdmin } from '../admin/testing';
import { uploadWithVisibility } from '../file/testing';
import { kycApplicant as applicant } from './testing';

const db = useTestDatabase();

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
    expectFieldRefused(res, 'brandName', "Brand name cannot contain 'Kampus'");
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

  it('refuses a public upload as a document or logo: a KYC document is never public', async () => {
    const t = createTestApp(db());
    const a = await applicant(t);
    const publicDocument = (await uploadWithVisibility(t, a.accessToken, images.png, 'public')).body.data.result.key;
    const publicLogo = (await uploadWithVisibility(t, a.accessToken, images.gif, 'public')).body.data.result.key;
    const res = await t.request('POST', '/v1/kyc', {
      token: a.accessToken,
      json: { ...a.brand, documentImage: publicDocument, brandLogo: publicLogo },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Document image must be a private upload',
      errors: { documentImage: 'Document image must be a private upload', brandLogo: 'Brand logo must be a private upload' },
    });
    expect((await t.request('GET', '/v1/kyc', { token: a.accessToken })).body).toMatchObject({
      data: { status: 'NOT_SUBMITTED' },
    });
    const explicitlyPrivate = (await uploadWithVisibility(t, a.accessToken, images.png, 'private')).body.data.result.key;
    const accepted = await t.request('POST', '/v1/kyc', {
      token: a.accessToken,
      json: { ...a.individual, documentImage: explicitlyPrivate },
    });
    expect(accepted.status).toBe(201);
  });

  it('answers 409 once approved, and changes nothing', async () => {
    const t = createTestApp(db());
    const a = await applicant(t);
    const submitted = await t.request<KycStatusResponse>('POST', '/v1/kyc', { token: a.accessToken, json: a.individual });
    const admin = await signInAdmin(t);
    const approved = await t.request('POST', `/v1/admin/kyc/${submitted.body.data.submission?.id}/approve`, {
      token: admin.accessToken,
    });
    expect(approved.status).toBe(200);
    const before = await t.request('GET', '/v1/kyc', { token: a.accessToken });
    expect(before.body).toMatchObject({ data: { status: 'APPROVED' } });
    const again = await t.request('POST', '/v1/kyc', { token: a.accessToken, json: a.brand });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Your KYC is already approved.' });
    expect((await t.request('GET', '/v1/kyc', { token: a.accessToken })).body).toEqual(before.body);
  });
});
