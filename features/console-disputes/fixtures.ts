/** Typed sample cases, as GET /v1/admin/disputes and GET /v1/admin/disputes/{kind}/{id} send them. */
import type {
  AdminDisputeCase,
  AdminDisputeDecision,
  AdminDisputeQuestion,
  AdminDisputeSummary,
  AuditEntry,
  DisputeLedgerEntry,
  DisputeProposal,
} from '../../contract';

/** A small picture as a data URL, so stories need no file server. */
function samplePhoto(hue: number, label: string): { url: string } {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">` +
    `<rect width="640" height="480" fill="hsl(${hue} 45% 78%)"/>` +
    `<circle cx="320" cy="240" r="120" fill="hsl(${hue} 45% 55%)"/>` +
    `<text x="320" y="255" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#1a1a1a">${label}</text></svg>`;
  return { url: `data:image/svg+xml,${encodeURIComponent(svg)}` };
}

export const SAMPLE_CASE_ID = '3f2b8c1e-5d4a-4e6f-9a7b-2c1d0e9f8a71';
export const SAMPLE_TICKET_CASE_ID = '9a1c4e7b-2f3d-4b5a-8c6e-1d0f2a3b4c52';

export const sampleBuyer = { id: 'b7e0c2a4-1111-4c3d-8e9f-000000000001', name: 'Chioma Eze', email: 'chioma@unilag.edu.ng' };
export const sampleSeller = { id: 'b7e0c2a4-2222-4c3d-8e9f-000000000002', name: 'Tunde Bakare', email: 'tunde@unilag.edu.ng' };
const supportStaff = { id: 'staff-support-1', email: 'support@kampus.ng' };
const financeStaff = { id: 'staff-finance-1', email: 'finance@kampus.ng' };

/** ₦15,000 paid for a pickup: a release would take 3 % of it. */
const TOTAL_KOBO = 1_500_000;
const RELEASE_FEE_KOBO = 45_000;

export const sampleProposal: DisputeProposal = {
  outcome: 'split',
  buyerKobo: 1_000_000,
  sellerKobo: 485_000,
  feeKobo: 15_000,
  reason: 'One earcup is dead, as both the photo and the seller’s answer show; the rest works.',
  proposedBy: supportStaff,
  proposedAt: '2026-11-24T10:05:00.000Z',
};

export const sampleQuestions: AdminDisputeQuestion[] = [
  {
    id: 'q-1',
    to: 'seller',
    text: 'Did you test both earcups before the handover?',
    askedBy: supportStaff,
    askedAt: '2026-11-23T15:20:00.000Z',
    answer: 'I tested them with my phone at home. The right one worked; I did not check the left closely.',
    answeredAt: '2026-11-23T18:02:00.000Z',
  },
  {
    id: 'q-2',
    to: 'buyer',
    text: 'Have you tried the headphones with a cable as well as Bluetooth?',
    askedBy: supportStaff,
    askedAt: '2026-11-24T09:30:00.000Z',
    answer: null,
    answeredAt: null,
  },
];

const captureLedger: DisputeLedgerEntry[] = [
  {
    transactionId: 'txn-capture-1',
    transactionKind: 'capture',
    accountId: 'provider:clearing',
    accountLabel: 'Payment provider',
    amountKobo: -TOTAL_KOBO,
    at: '2026-11-20T09:14:00.000Z',
  },
  {
    transactionId: 'txn-capture-1',
    transactionKind: 'capture',
    accountId: `order:${SAMPLE_CASE_ID}:escrow`,
    accountLabel: 'Escrow',
    amountKobo: TOTAL_KOBO,
    at: '2026-11-20T09:14:00.000Z',
  },
];

/** The case: a ₦15,000 pair of headphones picked up on campus, one earcup dead. */
export const sampleCase: AdminDisputeCase = {
  kind: 'order',
  id: SAMPLE_CASE_ID,
  status: 'disputed',
  title: 'JBL Tune 510BT wireless headphones',
  listingSlug: 'jbl-tune-510bt-wireless-headphones',
  buyer: sampleBuyer,
  seller: sampleSeller,
  totalKobo: TOTAL_KOBO,
  amountInEscrowKobo: TOTAL_KOBO,
  releaseFeeKobo: RELEASE_FEE_KOBO,
  deliveryMethod: 'pickup',
  escrowCode: { failedAttempts: 2, locked: false },
  timeline: [
    {
      kind: 'place',
      from: null,
      to: 'pending_payment',
      actor: 'buyer',
      actorName: 'Chioma Eze',
      note: null,
      at: '2026-11-20T09:12:00.000Z',
    },
    {
      kind: 'confirm_payment',
      from: 'pending_payment',
      to: 'awaiting_seller',
      actor: 'system',
      actorName: null,
      note: null,
      at: '2026-11-20T09:14:00.000Z',
    },
    {
      kind: 'accept',
      from: 'awaiting_seller',
      to: 'accepted',
      actor: 'seller',
      actorName: 'Tunde Bakare',
      note: null,
      at: '2026-11-20T11:40:00.000Z',
    },
    {
      kind: 'arrived',
      from: 'accepted',
      to: 'arrived',
      actor: 'seller',
      actorName: 'Tunde Bakare',
      note: null,
      at: '2026-11-21T14:05:00.000Z',
    },
    {
      kind: 'dispute',
      from: 'arrived',
      to: 'disputed',
      actor: 'buyer',
      actorName: 'Chioma Eze',
      note: 'The left earcup makes no sound.',
      at: '2026-11-21T19:30:00.000Z',
    },
    {
      kind: 'answer_dispute',
      from: 'disputed',
      to: 'disputed',
      actor: 'seller',
      actorName: 'Tunde Bakare',
      note: null,
      at: '2026-11-22T08:10:00.000Z',
    },
  ],
  statement: {
    text: 'The left earcup makes no sound at all, on two phones. The seller said they were “like new”.',
    photos: [samplePhoto(210, 'Left earcup'), samplePhoto(30, 'Box and receipt')],
    at: '2026-11-21T19:30:00.000Z',
  },
  answer: {
    text: 'They worked when I handed them over. She may have dropped them on the way back to the hostel.',
    at: '2026-11-22T08:10:00.000Z',
  },
  chat: [
    { id: 'm-1', from: 'buyer', text: 'Hi, are the headphones still available?', images: [], at: '2026-11-19T16:02:00.000Z' },
    { id: 'm-2', from: 'seller', text: 'Yes, like new. Both sides work perfectly.', images: [], at: '2026-11-19T16:10:00.000Z' },
    { id: 'm-3', from: 'seller', text: null, images: [samplePhoto(150, 'Listing photo')], at: '2026-11-19T16:11:00.000Z' },
    {
      id: 'm-4',
      from: 'buyer',
      text: 'Great, I will order now. Pickup at the Faculty of Law?',
      images: [],
      at: '2026-11-20T09:10:00.000Z',
    },
  ],
  questions: sampleQuestions,
  proposal: sampleProposal,
  decision: null,
  ledger: captureLedger,
};

export const sampleDecision: AdminDisputeDecision = {
  outcome: 'split',
  buyerKobo: 1_000_000,
  sellerKobo: 485_000,
  feeKobo: 15_000,
  reason: 'One earcup is dead, as both the photo and the seller’s answer show; the rest works.',
  decidedBy: financeStaff,
  decidedAt: '2026-11-24T11:42:00.000Z',
};

/** The same case once split: ₦10,000 back to the buyer, the rest to the seller less the fee. */
export const sampleDecidedCase: AdminDisputeCase = {
  ...sampleCase,
  status: 'resolved',
  amountInEscrowKobo: 0,
  decision: sampleDecision,
  timeline: [
    ...sampleCase.timeline,
    {
      kind: 'resolve',
      from: 'disputed',
      to: 'resolved',
      actor: 'admin',
      actorName: financeStaff.email,
      note: sampleDecision.reason,
      at: sampleDecision.decidedAt,
    },
  ],
  ledger: [
    ...captureLedger,
    ...(
      [
        ['Escrow', `order:${SAMPLE_CASE_ID}:escrow`, -TOTAL_KOBO],
        ['Buyer (Chioma Eze)', `user:${sampleBuyer.id}:available`, 1_000_000],
        ['Seller (Tunde Bakare)', `user:${sampleSeller.id}:available`, 485_000],
        ['Platform fees', 'platform:fees', 15_000],
      ] as const
    ).map(([accountLabel, accountId, amountKobo]) => ({
      transactionId: 'txn-split-1',
      transactionKind: 'split',
      accountId,
      accountLabel,
      amountKobo,
      at: sampleDecision.decidedAt,
    })),
  ],
};

/** A ticket order whose event did not happen: no photos, no answer, no chat, no escrow code. */
export const sampleTicketCase: AdminDisputeCase = {
  kind: 'ticket-order',
  id: SAMPLE_TICKET_CASE_ID,
  status: 'disputed',
  title: 'Unilag Freshers’ Night 2026 — 2 × Regular',
  listingSlug: 'unilag-freshers-night-2026',
  buyer: { id: 'b7e0c2a4-3333-4c3d-8e9f-000000000003', name: 'Emeka Nwosu', email: 'emeka@unilag.edu.ng' },
  seller: { id: 'b7e0c2a4-4444-4c3d-8e9f-000000000004', name: 'Campus Vibes Events', email: 'events@campusvibes.ng' },
  totalKobo: 800_000,
  amountInEscrowKobo: 800_000,
  releaseFeeKobo: 24_000,
  deliveryMethod: 'ticket',
  escrowCode: null,
  timeline: [
    {
      kind: 'place',
      from: null,
      to: 'pending_payment',
      actor: 'buyer',
      actorName: 'Emeka Nwosu',
      note: null,
      at: '2026-11-10T12:00:00.000Z',
    },
    {
      kind: 'payment_confirmed',
      from: 'pending_payment',
      to: 'paid',
      actor: 'system',
      actorName: null,
      note: null,
      at: '2026-11-10T12:01:00.000Z',
    },
    {
      kind: 'dispute',
      from: 'paid',
      to: 'disputed',
      actor: 'buyer',
      actorName: 'Emeka Nwosu',
      note: 'The hall was locked; no event took place.',
      at: '2026-11-23T08:00:00.000Z',
    },
  ],
  statement: { text: 'The hall was locked; no event took place.', photos: [], at: '2026-11-23T08:00:00.000Z' },
  answer: null,
  chat: [],
  questions: [],
  proposal: null,
  decision: null,
  ledger: [],
};

const HOUR = 60 * 60 * 1000;

/** The queue with cases opened `hoursAgo` before `now`, oldest first. */
export function sampleQueue(now = Date.now()): AdminDisputeSummary[] {
  const openedAt = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
  return [
    {
      kind: 'order',
      id: SAMPLE_CASE_ID,
      title: sampleCase.title,
      amountKobo: TOTAL_KOBO,
      openedAt: openedAt(4 * 24 + 3),
      buyer: sampleBuyer,
      seller: sampleSeller,
      answered: true,
      openQuestions: 1,
      proposal: sampleProposal,
    },
    {
      kind: 'ticket-order',
      id: SAMPLE_TICKET_CASE_ID,
      title: sampleTicketCase.title,
      amountKobo: 800_000,
      openedAt: openedAt(2 * 24 + 1),
      buyer: sampleTicketCase.buyer,
      seller: sampleTicketCase.seller,
      answered: false,
      openQuestions: 0,
      proposal: null,
    },
    {
      kind: 'order',
      id: '5d6e7f80-1a2b-4c3d-9e8f-7a6b5c4d3e21',
      title: 'Casio fx-991ES Plus scientific calculator',
      amountKobo: 1_250_000,
      openedAt: openedAt(5),
      buyer: { id: 'b7e0c2a4-5555-4c3d-8e9f-000000000005', name: 'Aisha Bello', email: 'aisha@lasu.edu.ng' },
      seller: { id: 'b7e0c2a4-6666-4c3d-8e9f-000000000006', name: 'Gadget Hub LASU', email: 'hub@lasu.edu.ng' },
      answered: false,
      openQuestions: 0,
      proposal: null,
    },
  ];
}

/** The case's audit trail, newest first: the question and the proposal. */
export const sampleCaseAudit: AuditEntry[] = [
  {
    id: '2',
    at: sampleProposal.proposedAt,
    actor: { ...supportStaff, role: 'support' },
    action: 'dispute.propose',
    target: { type: 'order', id: SAMPLE_CASE_ID },
    before: null,
    after: { outcome: 'split', buyerKobo: 1_000_000 },
    reason: sampleProposal.reason,
  },
  {
    id: '1',
    at: '2026-11-23T15:20:00.000Z',
    actor: { ...supportStaff, role: 'support' },
    action: 'dispute.question',
    target: { type: 'order', id: SAMPLE_CASE_ID },
    before: null,
    after: { to: 'seller', text: 'Did you test both earcups before the handover?' },
    reason: null,
  },
];
