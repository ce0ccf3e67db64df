/** Typed sample data, as GET /v1/admin/people and GET /v1/admin/people/{id} send it. */
import type {
  AdminListing,
  AdminPeopleSearchResponse,
  AdminPerson,
  AdminPersonOrder,
  AdminPersonSummary,
  AuditEntry,
} from '../../contract';

export const SAMPLE_PERSON_ID = '5c1e2d3f-4a5b-4c6d-8e7f-000000000101';
const BUYER_ID = '5c1e2d3f-4a5b-4c6d-8e7f-000000000102';
const TICKET_BUYER_ID = '5c1e2d3f-4a5b-4c6d-8e7f-000000000103';
export const SAMPLE_ORDER_ID = '7d2f3e4a-5b6c-4d7e-8f90-000000000201';
export const SAMPLE_REFERENCE = 'kmp_7d2f3e4a5b6c';

const tunde = { id: SAMPLE_PERSON_ID, name: 'Tunde Bakare', email: 'tunde@unilag.edu.ng' };
const chioma = { id: BUYER_ID, name: 'Chioma Eze', email: 'chioma@unilag.edu.ng' };

export const sampleSummary: AdminPersonSummary = {
  id: SAMPLE_PERSON_ID,
  firstname: 'Tunde',
  lastname: 'Bakare',
  email: 'tunde@unilag.edu.ng',
  role: 'user',
  kycStatus: 'APPROVED',
  university: 'University of Lagos',
  createdAt: '2026-02-10T09:30:00.000Z',
  suspended: null,
};

export const sampleBuyerSummary: AdminPersonSummary = {
  id: BUYER_ID,
  firstname: 'Chioma',
  lastname: 'Eze',
  email: 'chioma@unilag.edu.ng',
  role: 'user',
  kycStatus: 'NOT_SUBMITTED',
  university: 'University of Lagos',
  createdAt: '2026-03-01T12:00:00.000Z',
  suspended: null,
};

const suspendedSummary: AdminPersonSummary = {
  id: TICKET_BUYER_ID,
  firstname: 'Tunde',
  lastname: 'Okafor',
  email: 'tokafor@lasu.edu.ng',
  role: 'user',
  kycStatus: 'REJECTED',
  university: 'Lagos State University',
  createdAt: '2026-05-20T08:00:00.000Z',
  suspended: { at: '2026-11-20T14:00:00.000Z', reason: 'Chargebacks on three card payments.' },
};

export const sampleOrders: AdminPersonOrder[] = [
  {
    kind: 'order',
    id: SAMPLE_ORDER_ID,
    title: 'JBL Tune 510BT wireless headphones',
    status: 'disputed',
    totalKobo: 1_500_000,
    paymentReference: SAMPLE_REFERENCE,
    createdAt: '2026-11-20T10:00:00.000Z',
    buyer: chioma,
    seller: tunde,
  },
  {
    kind: 'ticket-order',
    id: '7d2f3e4a-5b6c-4d7e-8f90-000000000202',
    title: 'Freshers Tech Meetup',
    status: 'paid',
    totalKobo: 490_000,
    paymentReference: 'ktk_1a2b3c4d5e6f',
    createdAt: '2026-11-18T16:45:00.000Z',
    buyer: tunde,
    seller: { id: '5c1e2d3f-4a5b-4c6d-8e7f-000000000104', name: 'UNILAG Tech Club', email: 'club@unilag.edu.ng' },
  },
];

export const sampleSearch: AdminPeopleSearchResponse['data'] = {
  people: [sampleSummary, suspendedSummary],
  orders: [],
};

export const sampleOrderSearch: AdminPeopleSearchResponse['data'] = {
  people: [sampleBuyerSummary, sampleSummary],
  orders: [sampleOrders[0] as AdminPersonOrder],
};

export const sampleListings: AdminListing[] = [
  {
    kind: 'product',
    id: '8e3a4b5c-6d7e-4f80-9a1b-000000000301',
    slug: 'jbl-tune-510bt',
    title: 'JBL Tune 510BT wireless headphones',
    status: 'active',
    hidden: null,
    createdAt: '2026-11-01T09:00:00.000Z',
  },
  {
    kind: 'product',
    id: '8e3a4b5c-6d7e-4f80-9a1b-000000000302',
    slug: 'iphone-12-pro',
    title: 'iPhone 12 Pro, 256 GB',
    status: 'inactive',
    hidden: { at: '2026-11-22T11:15:00.000Z', reason: 'Photos copied from another seller’s listing.' },
    createdAt: '2026-10-12T09:00:00.000Z',
  },
  {
    kind: 'event',
    id: '8e3a4b5c-6d7e-4f80-9a1b-000000000303',
    slug: 'gadget-fair',
    title: 'Campus gadget fair',
    status: 'inactive',
    hidden: null,
    createdAt: '2026-09-05T09:00:00.000Z',
  },
];

/** Tunde: a verified seller with listings, orders on both sides, money in the wallet and two sessions. */
export function samplePerson(overrides: Partial<AdminPerson['person']> = {}): AdminPerson {
  return {
    person: {
      ...sampleSummary,
      phone: '08031234567',
      emailVerifiedAt: '2026-02-10T09:35:00.000Z',
      ...overrides,
    },
    kyc: [
      {
        id: 'kyc-2',
        status: 'APPROVED',
        accountType: 'individual',
        brandName: null,
        rejectionReason: null,
        createdAt: '2026-02-12T10:00:00.000Z',
        reviewedAt: '2026-02-13T09:00:00.000Z',
      },
      {
        id: 'kyc-1',
        status: 'REJECTED',
        accountType: 'individual',
        brandName: null,
        rejectionReason: 'The photo of the student ID is unreadable.',
        createdAt: '2026-02-10T10:00:00.000Z',
        reviewedAt: '2026-02-11T09:00:00.000Z',
      },
    ],
    listings: sampleListings,
    orders: sampleOrders,
    wallet: {
      balances: {
        availableKobo: 2_345_000,
        inEscrowAsBuyerKobo: 490_000,
        inEscrowAsSellerKobo: 1_500_000,
        pendingWithdrawalsKobo: 0,
      },
      month: {
        month: '2026-11',
        inKobo: 1_455_000,
        outKobo: 500_000,
        items: [
          {
            id: 'ltx-2',
            kind: 'withdrawal',
            amountKobo: 500_000,
            direction: 'out',
            status: 'successful',
            description: 'To GTBank ••••6789',
            orderId: null,
            throughWallet: true,
            createdAt: '2026-11-15T12:00:00.000Z',
          },
          {
            id: 'ltx-1',
            kind: 'earning',
            amountKobo: 1_455_000,
            direction: 'in',
            status: 'successful',
            description: 'Nokia 105',
            orderId: 'order-old',
            throughWallet: true,
            createdAt: '2026-11-04T09:00:00.000Z',
          },
        ],
      },
    },
    sessions: [
      { id: 'session-2', createdAt: '2026-11-25T08:10:00.000Z', persistent: true },
      { id: 'session-1', createdAt: '2026-11-19T19:40:00.000Z', persistent: false },
    ],
  };
}

/** A new student: nothing listed, bought or submitted, and signed in nowhere. */
export function sampleNewcomer(): AdminPerson {
  return {
    person: { ...sampleBuyerSummary, phone: null, emailVerifiedAt: null },
    kyc: [],
    listings: [],
    orders: [],
    wallet: {
      balances: { availableKobo: 0, inEscrowAsBuyerKobo: 0, inEscrowAsSellerKobo: 0, pendingWithdrawalsKobo: 0 },
      month: { month: '2026-11', inKobo: 0, outKobo: 0, items: [] },
    },
    sessions: [],
  };
}

export const samplePersonAudit: AuditEntry[] = [
  {
    id: '41',
    at: '2026-11-22T11:15:00.000Z',
    actor: { id: 'staff-support-1', email: 'support@kampus.ng', role: 'support' },
    action: 'listing.hide',
    target: { type: 'product', id: '8e3a4b5c-6d7e-4f80-9a1b-000000000302' },
    before: { status: 'active', hidden: null },
    after: {
      status: 'inactive',
      hidden: { at: '2026-11-22T11:15:00.000Z', reason: 'Photos copied from another seller’s listing.' },
    },
    reason: 'Photos copied from another seller’s listing.',
  },
];
