import { eq } from 'drizzle-orm';
import { images } from '../../test/images';
import type { TestApp } from '../../test/test-app';
import { runAdminCommand } from '../admin/commands';
import { uploadWithVisibility } from '../file/testing';
import { kycApplicant } from '../kyc/testing';
import { users } from '../user/schema';

/** A public listing photo uploaded by `token`: its key. */
export async function listingPhoto(t: TestApp, token: string): Promise<string> {
  const res = await uploadWithVisibility(t, token, images.png, 'public');
  if (res.status !== 201) throw new Error(`photo upload failed: ${JSON.stringify(res.body)}`);
  return res.body.data.result.key;
}

/**
 * A KYC-approved seller (individual, or a brand) with three public listing photos, and their id.
 * `university` names the university of their KYC submission.
 */
export async function verifiedSeller(
  t: TestApp,
  options: { accountType?: 'individual' | 'brand'; university?: string; firstname?: string } = {},
) {
  const applicant = await kycApplicant(t);
  const universities = await t.request<{ data: { id: number; name: string }[] }>('GET', '/v1/university');
  const universityId = options.university
    ? universities.body.data.find((university) => university.name === options.university)?.id
    : applicant.individual.universityId;
  const submission = options.accountType === 'brand' ? applicant.brand : applicant.individual;
  const submitted = await t.request('POST', '/v1/kyc', {
    token: applicant.accessToken,
    json: { ...submission, universityId, ...(options.firstname ? { firstname: options.firstname } : {}) },
  });
  if (submitted.status !== 201) throw new Error(`KYC submission failed: ${JSON.stringify(submitted.body)}`);
  await runAdminCommand(t.services, 'kyc-approve', [applicant.email]);
  const [user] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, applicant.email));
  if (!user) throw new Error('seller not found');
  const photos = [
    await listingPhoto(t, applicant.accessToken),
    await listingPhoto(t, applicant.accessToken),
    await listingPhoto(t, applicant.accessToken),
  ];
  return { ...applicant, id: user.id, universityId, photos, token: applicant.accessToken };
}

export type VerifiedSeller = Awaited<ReturnType<typeof verifiedSeller>>;

/** A valid POST /v1/products body with the seller's photos. */
export function productBody(seller: { photos: string[] }, overrides: Record<string, unknown> = {}) {
  return {
    title: 'iPhone 12 Pro',
    category: 'Gadgets',
    descriptionHtml: '<p>Clean, with its <strong>original box</strong>.</p>',
    unitsAvailable: 2,
    condition: 'like_new',
    priceKobo: 35_000_000,
    brand: 'Apple',
    campusOnly: false,
    imageKeys: seller.photos,
    ...overrides,
  };
}

/** A valid POST /v1/events body with the seller's first photo as the banner, starting `startsAt`. */
export function eventBody(seller: { photos: string[] }, startsAt: Date, overrides: Record<string, unknown> = {}) {
  const endsAt = new Date(startsAt.getTime() + 4 * 60 * 60 * 1000);
  return {
    title: 'Freshers Tech Meetup',
    category: 'Tech',
    descriptionHtml: '<p>Talks and pizza for new students.</p>',
    venue: 'Faculty of Engineering, UNILAG',
    locationTips: 'Enter by the main gate',
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    bannerKey: seller.photos[0],
    tiers: [
      { name: 'Regular', priceKobo: 2_450_000, quantity: 100 },
      { name: 'VIP', priceKobo: 4_000_000, quantity: 20, description: 'Front row' },
    ],
    ...overrides,
  };
}
