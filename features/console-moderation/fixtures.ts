/** Typed sample data for the moderation desk's stories and tests. */
import type { AuditEntry, ModerationCase, ModerationQueueItem, ModerationReporter, ModerationTarget } from '../../contract';

export const SAMPLE_PRODUCT_ID = '7e1f0000-0000-4000-8000-00000000a001';
export const SAMPLE_PERSON_ID = '7e1f0000-0000-4000-8000-00000000b002';
export const SAMPLE_MESSAGE_ID = '7e1f0000-0000-4000-8000-00000000c003';
export const SAMPLE_EVENT_ID = '7e1f0000-0000-4000-8000-00000000d004';
const CHAT_ID = '7e1f0000-0000-4000-8000-00000000e005';

const tunde = { id: 'u-tunde', name: 'Tunde Bakare', email: 'tunde@unilag.edu.ng', suspended: false };
const chinedu = { id: SAMPLE_PERSON_ID, name: 'Chinedu Okafor', email: 'chinedu.okafor@lasu.edu.ng', suspended: false };

const reporter = (overrides: Partial<ModerationReporter> & Pick<ModerationReporter, 'id' | 'name' | 'email'>) => ({
  reports: 1,
  dismissed: 0,
  ignored: false,
  counts: true,
  ...overrides,
});

export const sampleReporters = {
  chioma: reporter({ id: 'u-chioma', name: 'Chioma Eze', email: 'chioma.eze@unilag.edu.ng', reports: 2 }),
  emeka: reporter({ id: 'u-emeka', name: 'Emeka Nwosu', email: 'emeka@unilag.edu.ng' }),
  // Three of their reports were dismissed: theirs weigh nothing now.
  bisi: reporter({
    id: 'u-bisi',
    name: 'Bisi Ade',
    email: 'bisi@unilag.edu.ng',
    reports: 5,
    dismissed: 3,
    ignored: true,
    counts: false,
  }),
  // Signed up two days ago and not verified: read, but not counted towards hiding.
  aisha: reporter({ id: 'u-aisha', name: 'Aisha Bello', email: 'aisha.b@gmail.com', counts: false }),
};

/** A phone hidden by Kampus after two serious reports, with an ignored reporter's and a new account's. */
export const sampleProductTarget: ModerationTarget = {
  kind: 'product',
  id: SAMPLE_PRODUCT_ID,
  label: 'iPhone 13 Pro Max 256GB (UK used)',
  href: '/product/iphone-13-pro-max-256gb-uk-used',
  owner: tunde,
  hidden: { at: '2026-11-28T08:10:00.000Z', reason: 'Hidden pending review after reports from students' },
  removed: false,
};

export const sampleProductCase: ModerationCase = {
  target: sampleProductTarget,
  openReports: 4,
  seriousReports: 3,
  offPlatformFlags: 0,
  newestAt: '2026-11-28T09:20:00.000Z',
  oldestOpenAt: '2026-11-27T16:45:00.000Z',
  reports: [
    {
      id: 'r-4',
      reason: 'counterfeit',
      details: null,
      status: 'open',
      createdAt: '2026-11-28T09:20:00.000Z',
      reporter: sampleReporters.aisha,
    },
    {
      id: 'r-3',
      reason: 'scam',
      details: 'He asked me to pay half by transfer before meeting. The photos are from a Jiji listing.',
      status: 'open',
      createdAt: '2026-11-28T08:10:00.000Z',
      reporter: sampleReporters.chioma,
    },
    {
      id: 'r-2',
      reason: 'other',
      details: 'Too expensive.',
      status: 'open',
      createdAt: '2026-11-28T07:00:00.000Z',
      reporter: sampleReporters.bisi,
    },
    {
      id: 'r-1',
      reason: 'counterfeit',
      details: 'The IMEI on the box does not match the phone.',
      status: 'open',
      createdAt: '2026-11-27T16:45:00.000Z',
      reporter: sampleReporters.emeka,
    },
  ],
  answers: [
    {
      id: 'a-1',
      answer: 'The phone is original. I have the receipt from Slot, Ikeja and can show it at pickup.',
      createdAt: '2026-11-28T09:05:00.000Z',
    },
  ],
  messages: [],
  ownerHistory: { reports: 2, actioned: 0, dismissed: 2, suspensions: 0 },
  actions: ['restore', 'remove', 'suspend', 'dismiss'],
};

/** A message reported as a scam, with the messages around it; Kampus flagged it too. */
export const sampleMessageCase: ModerationCase = {
  target: {
    kind: 'message',
    id: SAMPLE_MESSAGE_ID,
    label: 'send the money to 0123456789 GTBank, I will…',
    href: `/admin/people/${SAMPLE_PERSON_ID}`,
    owner: chinedu,
    hidden: null,
    removed: false,
  },
  openReports: 1,
  seriousReports: 1,
  offPlatformFlags: 2,
  newestAt: '2026-11-28T10:02:00.000Z',
  oldestOpenAt: '2026-11-28T10:02:00.000Z',
  reports: [
    {
      id: 'r-9',
      reason: 'scam',
      details: 'Wanted me to pay outside Kampus.',
      status: 'open',
      createdAt: '2026-11-28T10:02:00.000Z',
      reporter: sampleReporters.emeka,
    },
  ],
  answers: [],
  messages: [
    {
      id: 'm-1',
      chatId: CHAT_ID,
      senderName: 'Emeka Nwosu',
      fromOwner: false,
      message: 'Is the PS5 still available? I can pay on Kampus today.',
      offPlatform: false,
      reported: false,
      sentAt: '2026-11-28T09:50:00.000Z',
    },
    {
      id: SAMPLE_MESSAGE_ID,
      chatId: CHAT_ID,
      senderName: 'Chinedu Okafor',
      fromOwner: true,
      message: 'send the money to 0123456789 GTBank, I will bring it',
      offPlatform: true,
      reported: true,
      sentAt: '2026-11-28T09:55:00.000Z',
    },
    {
      id: 'm-3',
      chatId: CHAT_ID,
      senderName: 'Chinedu Okafor',
      fromOwner: true,
      message: 'or WhatsApp me on 0803 123 4567',
      offPlatform: true,
      reported: false,
      sentAt: '2026-11-28T09:56:00.000Z',
    },
    {
      id: 'm-4',
      chatId: CHAT_ID,
      senderName: 'Emeka Nwosu',
      fromOwner: false,
      message: 'No, I will only pay on Kampus.',
      offPlatform: false,
      reported: false,
      sentAt: '2026-11-28T10:00:00.000Z',
    },
  ],
  ownerHistory: { reports: 3, actioned: 1, dismissed: 0, suspensions: 0 },
  actions: ['remove', 'suspend', 'dismiss'],
};

/** A person with Kampus's off-platform flags and one harassment report. */
export const samplePersonCase: ModerationCase = {
  ...sampleMessageCase,
  target: {
    kind: 'person',
    id: SAMPLE_PERSON_ID,
    label: 'Chinedu Okafor',
    href: `/admin/people/${SAMPLE_PERSON_ID}`,
    owner: chinedu,
    hidden: null,
    removed: false,
  },
  openReports: 1,
  seriousReports: 1,
  offPlatformFlags: 2,
  newestAt: '2026-11-28T09:58:00.000Z',
  oldestOpenAt: '2026-11-28T09:58:00.000Z',
  reports: [
    {
      id: 'r-8',
      reason: 'harassment',
      details: 'Kept messaging me at night after I said no.',
      status: 'open',
      createdAt: '2026-11-28T09:58:00.000Z',
      reporter: sampleReporters.chioma,
    },
  ],
  messages: sampleMessageCase.messages.map((message) => ({ ...message, reported: false })),
  actions: ['hide', 'suspend', 'dismiss'],
};

/** An event reported once for its category, nothing hidden. */
export const sampleEventCase: ModerationCase = {
  target: {
    kind: 'event',
    id: SAMPLE_EVENT_ID,
    label: 'Unilag Freshers’ Night 2026',
    href: '/ticket/unilag-freshers-night-2026',
    owner: { id: 'u-vibes', name: 'Campus Vibes Events', email: 'hello@campusvibes.ng', suspended: false },
    hidden: null,
    removed: false,
  },
  openReports: 1,
  seriousReports: 0,
  offPlatformFlags: 0,
  newestAt: '2026-11-27T18:30:00.000Z',
  oldestOpenAt: '2026-11-27T18:30:00.000Z',
  reports: [
    {
      id: 'r-5',
      reason: 'wrong_category',
      details: 'It is a party, not a conference.',
      status: 'open',
      createdAt: '2026-11-27T18:30:00.000Z',
      reporter: sampleReporters.emeka,
    },
  ],
  answers: [],
  messages: [],
  ownerHistory: { reports: 1, actioned: 0, dismissed: 0, suspensions: 0 },
  actions: ['hide', 'suspend', 'dismiss'],
};

/** A case's line in the queue. */
export function queueItemOf(kase: ModerationCase): ModerationQueueItem {
  const { target, openReports, seriousReports, offPlatformFlags, newestAt, oldestOpenAt } = kase;
  return { target, openReports, seriousReports, offPlatformFlags, newestAt, oldestOpenAt };
}

/** The open queue, newest evidence first. */
export const sampleOpenQueue = (): ModerationQueueItem[] =>
  [sampleMessageCase, samplePersonCase, sampleProductCase, sampleEventCase].map(queueItemOf);

/** A case staff dismissed: nothing hidden, every report closed. */
export const sampleDismissedCase: ModerationCase = {
  ...sampleEventCase,
  target: { ...sampleEventCase.target, id: '7e1f0000-0000-4000-8000-00000000d005', label: 'Past questions tutorial (200 level)' },
  openReports: 0,
  oldestOpenAt: null,
  reports: sampleEventCase.reports.map((report) => ({ ...report, status: 'dismissed' as const })),
  actions: ['hide', 'suspend'],
};

export const sampleClosedQueue = (): ModerationQueueItem[] => [queueItemOf(sampleDismissedCase)];

/** The case after `action` with `reason`, as the server answers it: its reports closed and the target changed. */
export function decided(kase: ModerationCase, action: ModerationCase['actions'][number], reason: string): ModerationCase {
  const at = '2026-11-28T11:00:00.000Z';
  const status = action === 'dismiss' || action === 'restore' ? ('dismissed' as const) : ('actioned' as const);
  const target: ModerationTarget = {
    ...kase.target,
    hidden: action === 'hide' ? { at, reason } : action === 'restore' ? null : kase.target.hidden,
    removed: kase.target.removed || action === 'remove',
    owner: { ...kase.target.owner, suspended: kase.target.owner.suspended || action === 'suspend' },
  };
  const actions: ModerationCase['actions'] = [];
  if (!target.removed && kase.target.kind !== 'message') actions.push(target.hidden ? 'restore' : 'hide');
  if (!target.owner.suspended) actions.push('suspend');
  return {
    ...kase,
    target,
    openReports: 0,
    oldestOpenAt: null,
    reports: kase.reports.map((report) => (report.status === 'open' ? { ...report, status } : report)),
    actions,
  };
}

/** The audit entry the server writes for a decision on the sample product. */
export const sampleRemoveAudit: AuditEntry = {
  id: '77',
  at: '2026-11-28T11:00:00.000Z',
  actor: { id: 'staff-admin-1', email: 'ada@kampus.ng', role: 'admin' },
  action: 'listing.remove',
  target: { type: 'product', id: SAMPLE_PRODUCT_ID },
  before: { status: 'inactive', hidden: true },
  after: { status: 'archived' },
  reason: 'Counterfeit: the IMEI does not match.',
};
