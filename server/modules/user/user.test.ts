import { describe, expect, it } from 'vitest';
import type { CurrentUser, SellerProfileResponse, TokenPair, University } from '../../../contract';
import { createTestApp, expectFieldRefused, useTestDatabase } from '../../test/test-app';
import { verifiedSeller } from '../listing/testing';
import type { TestApp } from '../../test/test-app';

const db = useTestDatabase();

async function universityNamed(t: TestApp, name: string): Promise<University> {
  const list = await t.request<{ data: University[] }>('GET', '/v1/university');
  const found = list.body.data.find((university) => university.name === name);
  if (!found) throw new Error(`no university ${name}`);
  return found;
}

describe('GET /v1/user', () => {
  it('answers the signed-in user', async () => {
    const t = createTestApp(db());
    const { accessToken, email } = await t.signUp({ firstname: 'Chidinma' });
    const res = await t.request<{ data: CurrentUser }>('GET', '/v1/user', { token: accessToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      firstname: 'Chidinma',
      lastname: 'Obi',
      email,
      university: null,
      universityId: null,
      phone: null,
      kycStatus: 'NOT_SUBMITTED',
      role: 'user',
      avatar: null,
      about: null,
    });
  });

  it('answers 401 without a token', async () => {
    const t = createTestApp(db());
    const res = await t.request('GET', '/v1/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'You are not authenticated' });
  });
});

describe('PATCH /v1/user', () => {
  it('updates the given fields; university is an id (number or digit string), phone is normalised', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const unilag = await universityNamed(t, 'University of Lagos');
    const res = await t.request<{ data: CurrentUser }>('PATCH', '/v1/user', {
      token: accessToken,
      json: { firstname: 'Ngozi', university: String(unilag.id), phone: '0803 123 4567' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firstname: 'Ngozi',
      lastname: 'Obi',
      university: 'University of Lagos',
      universityId: unilag.id,
      phone: '+2348031234567',
    });

    const cleared = await t.request<{ data: CurrentUser }>('PATCH', '/v1/user', {
      token: accessToken,
      json: { university: '', phone: null },
    });
    expect(cleared.body.data).toMatchObject({ firstname: 'Ngozi', university: null, universityId: null, phone: null });
  });

  it('answers 400 per field for an unknown university, a bad phone or a blank name', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const unknown = await t.request('PATCH', '/v1/user', { token: accessToken, json: { university: 99999 } });
    expectFieldRefused(unknown, 'university', 'University must be chosen from the list');
    const invalid = await t.request('PATCH', '/v1/user', {
      token: accessToken,
      json: { firstname: '  ', phone: '12345', university: 'abc' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      errors: {
        firstname: 'First name is a required field',
        phone: 'Phone must be a valid Nigerian mobile number, e.g. 08012345678',
        university: 'University must be chosen from the list',
      },
    });
  });
});

describe('POST /v1/user/password', () => {
  it('changes the password, ends other sessions and answers a fresh pair', async () => {
    const t = createTestApp(db());
    const session = await t.signUp();
    const res = await t.request<{ data: TokenPair }>('POST', '/v1/user/password', {
      token: session.accessToken,
      json: { currentPassword: session.password, newPassword: 'a-much-better-password' },
    });
    expect(res.status).toBe(200);
    expect((await t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken: session.refreshToken } })).status).toBe(
      401,
    );
    expect(
      (await t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken: res.body.data.refreshToken } })).status,
    ).toBe(200);
    expect(
      (await t.request('POST', '/v1/auth/login', { json: { email: session.email, password: 'a-much-better-password' } })).status,
    ).toBe(200);
  });

  it('answers 400 on the currentPassword field when it is wrong, and validates the new one', async () => {
    const t = createTestApp(db());
    const session = await t.signUp();
    const wrong = await t.request('POST', '/v1/user/password', {
      token: session.accessToken,
      json: { currentPassword: 'nope-nope-nope', newPassword: 'a-much-better-password' },
    });
    expectFieldRefused(wrong, 'currentPassword', 'Current password is incorrect');
    const short = await t.request('POST', '/v1/user/password', {
      token: session.accessToken,
      json: { currentPassword: session.password, newPassword: 'short' },
    });
    expect(short.body).toMatchObject({ errors: { newPassword: 'New password must be at least 8 characters' } });
  });

  it('refuses a common new password on the newPassword field', async () => {
    const t = createTestApp(db());
    const session = await t.signUp();
    const res = await t.request('POST', '/v1/user/password', {
      token: session.accessToken,
      json: { currentPassword: session.password, newPassword: 'iloveyou' },
    });
    expectFieldRefused(res, 'newPassword', 'This password is too common. Choose one that is harder to guess.');
  });

  it('mails the owner that the password was changed', async () => {
    const t = createTestApp(db());
    const session = await t.signUp();
    await t.request('POST', '/v1/user/password', {
      token: session.accessToken,
      json: { currentPassword: session.password, newPassword: 'a-much-better-password' },
    });
    await t.tasks.settle();
    const [notice] = t.mailbox.list(session.email);
    expect(notice?.subject).toBe('Your Kampus password was changed');
    expect(notice?.text).toContain("If it wasn't you, reset your password now");
    expect(notice?.text).not.toContain('a-much-better-password');
  });
});

describe('About Me (PATCH /v1/user about)', () => {
  it('an individual seller writes it: saved trimmed with its line breaks, shown by GET /v1/user and on their public profile, cleared when blank', async () => {
    const t = createTestApp(db());
    const seller = await verifiedSeller(t);
    const profile = () => t.request<SellerProfileResponse>('GET', `/v1/sellers/${seller.id}`);
    expect((await profile()).body.data.about).toBeNull();

    const about = 'Final-year pharmacy student at LASU.\nI sell the textbooks and lab coats I have finished with.';
    const saved = await t.request<{ data: CurrentUser }>('PATCH', '/v1/user', {
      token: seller.token,
      json: { about: `  ${about}\r\n` },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.about).toBe(about);
    expect((await t.request<{ data: CurrentUser }>('GET', '/v1/user', { token: seller.token })).body.data.about).toBe(about);
    expect((await profile()).body.data.about).toBe(about);

    // A save of the other fields leaves it as it was.
    await t.request('PATCH', '/v1/user', { token: seller.token, json: { firstname: 'Ada' } });
    expect((await profile()).body.data.about).toBe(about);

    const cleared = await t.request<{ data: CurrentUser }>('PATCH', '/v1/user', { token: seller.token, json: { about: '   ' } });
    expect(cleared.body.data.about).toBeNull();
    expect((await profile()).body.data.about).toBeNull();
  });

  it("a brand's profile shows its description until the seller writes About Me, and again once it is cleared", async () => {
    const t = createTestApp(db());
    const brand = await verifiedSeller(t, { accountType: 'brand' });
    const profile = async () => (await t.request<SellerProfileResponse>('GET', `/v1/sellers/${brand.id}`)).body.data.about;
    const description = await profile();
    expect(description).toEqual(expect.any(String));

    await t.request('PATCH', '/v1/user', { token: brand.token, json: { about: 'Cakes to order, delivered on campus.' } });
    expect(await profile()).toBe('Cakes to order, delivered on campus.');
    await t.request('PATCH', '/v1/user', { token: brand.token, json: { about: null } });
    expect(await profile()).toBe(description);
  });

  it('refuses text over 1,000 characters or not text with 400 on the field', async () => {
    const t = createTestApp(db());
    const { accessToken } = await t.signUp();
    const tooLong = await t.request('PATCH', '/v1/user', { token: accessToken, json: { about: 'a'.repeat(1001) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ errors: { about: 'About me must be at most 1000 characters' } });
    const notText = await t.request('PATCH', '/v1/user', { token: accessToken, json: { about: 42 } });
    expect(notText.status).toBe(400);
    expect(notText.body).toMatchObject({ errors: { about: 'About me must be text' } });
    expect((await t.request('PATCH', '/v1/user', { token: accessToken, json: { about: 'a'.repeat(1000) } })).status).toBe(200);
  });
});
