/** Samples shared by the client's tests, the features' fixtures and the stories' mock server. */
import { IMAGE_WIDTHS, type CurrentUser, type ListingImage, type SellerSummary } from '../contract';

/** Ada's name and ways to reach her, as an order keeps them: the buyer of the sample orders and ticket orders. */
export const sampleContact = {
  firstname: 'Ada',
  lastname: 'Obi',
  email: 'ada.obi@unilag.edu.ng',
  phone: '+2348031234567',
  universityId: 1,
  university: 'University of Lagos',
};

/** Ada Obi, a signed-in student who has not asked to sell: the user of the client's tests and of the stories. */
export const sampleUser: CurrentUser = {
  id: 'usr_ada',
  ...sampleContact,
  avatar: null,
  kycStatus: 'NOT_SUBMITTED',
  role: 'user',
};

/** The students' union as a verified brand: the organiser of the sample events and ticket orders. */
export const sampleOrganiser: SellerSummary = {
  id: '5b0f6a52-2d7e-4c55-9f4e-1c2a9b1e0a05',
  name: 'UNILAG Students’ Union',
  sellerType: 'brand',
  university: 'University of Lagos',
  avatar: null,
  verified: true,
};

/** The sample ticket order's payment: placed, paid, and when its escrow releases to the organiser. */
export const samplePaidTicketPayment = {
  paymentReference: 'KPT-7F3K2M9Q',
  paymentDueAt: null,
  releaseAt: '2030-12-06T22:30:00Z',
  paidAt: '2030-11-20T12:04:00Z',
  createdAt: '2030-11-20T12:01:00Z',
  updatedAt: '2030-11-20T12:04:00Z',
};

/**
 * Sellers that several features' samples share: Chidi Gadgets (a brand, the seller of the sample
 * phone, laptop and orders), Amaka Okafor and Tunde Bakare (individuals, Tunde not verified) and
 * Adire Lounge (a brand).
 */
export const sampleSellers = {
  chidi: {
    id: '5b0f6a52-2d7e-4c55-9f4e-1c2a9b1e0a01',
    name: 'Chidi Gadgets',
    sellerType: 'brand',
    university: 'University of Lagos',
    avatar: null,
    verified: true,
  },
  amaka: {
    id: '5b0f6a52-2d7e-4c55-9f4e-1c2a9b1e0a02',
    name: 'Amaka Okafor',
    sellerType: 'individual',
    university: 'Lagos State University',
    avatar: null,
    verified: true,
  },
  tunde: {
    id: '5b0f6a52-2d7e-4c55-9f4e-1c2a9b1e0a03',
    name: 'Tunde Bakare',
    sellerType: 'individual',
    university: 'Obafemi Awolowo University',
    avatar: null,
    verified: false,
  },
  adire: {
    id: '5b0f6a52-2d7e-4c55-9f4e-1c2a9b1e0a04',
    name: 'Adire Lounge',
    sellerType: 'brand',
    university: 'University of Ibadan',
    avatar: null,
    verified: true,
  },
} satisfies Record<string, SellerSummary>;

/** A listing photo of one flat colour, the same file in every width (a small SVG, so no network). */
export function sampleFlatPhoto(key: string, alt: string, hue: number): ListingImage {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">` +
    `<rect width="400" height="300" fill="hsl(${hue} 55% 80%)"/></svg>`;
  const url = `data:image/svg+xml,${encodeURIComponent(svg)}`;
  return { key, url, width: 1280, height: 960, alt, variants: IMAGE_WIDTHS.map((width) => ({ width, url })) };
}
