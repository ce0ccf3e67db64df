/** Samples shared by the client's tests, the features' fixtures and the stories' mock server. */
import type { CurrentUser, SellerSummary } from '../contract';

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
