import type { AdminSupportRequest, AdminSupportRequestSummary } from '../../contract';

export const sampleRequestId = '5a5a5a5a-0000-4000-8000-000000000001';

export const sampleInbox: AdminSupportRequestSummary[] = [
  {
    id: sampleRequestId,
    reference: 'KS-5A5A5A5A',
    source: 'contact',
    service: 'Support Request',
    name: 'Chidi Okafor',
    email: 'chidi.okafor@gmail.com',
    userId: null,
    excerpt: 'My order says delivered but I never got it.',
    status: 'open',
    createdAt: '2026-11-27T18:00:00.000Z',
    closedAt: null,
    replies: 0,
  },
  {
    id: '5a5a5a5a-0000-4000-8000-000000000002',
    reference: 'KS-5A5A5A5B',
    source: 'help_center',
    service: 'Feedback',
    name: 'Ada Obi',
    email: 'ada.obi@unilag.edu.ng',
    userId: 'b0b0b0b0-0000-4000-8000-000000000003',
    excerpt: 'Please add a dark mode.',
    status: 'open',
    createdAt: '2026-11-28T09:15:00.000Z',
    closedAt: null,
    replies: 1,
  },
  {
    id: '5a5a5a5a-0000-4000-8000-000000000003',
    reference: 'KS-5A5A5A5C',
    source: 'contact',
    service: 'General Inquiry',
    name: 'Tunde Bakare',
    email: 'tunde@yahoo.com',
    userId: null,
    excerpt: 'Do you deliver to Ibadan?',
    status: 'closed',
    createdAt: '2026-11-25T10:00:00.000Z',
    closedAt: '2026-11-25T12:00:00.000Z',
    replies: 1,
  },
];

/** The first request with what the sender gave, before any reply. */
export const sampleRequest: AdminSupportRequest = {
  ...sampleInbox[0]!,
  firstname: 'Chidi',
  lastname: 'Okafor',
  phone: '+2348031234567',
  detail: 'My order says delivered but I never got it.\nWhat should I do?',
  closedBy: null,
  thread: [],
};

/** After support answered: the reply sent. */
export const repliedRequest: AdminSupportRequest = {
  ...sampleRequest,
  replies: 1,
  thread: [
    {
      id: 'r-1',
      author: { id: 'staff-support-1', email: 'support@kampus.ng' },
      text: 'Sorry about that. We have asked the seller and will write again today.',
      createdAt: '2026-11-28T10:00:00.000Z',
      mail: 'sent',
    },
  ],
};

export const closedRequest: AdminSupportRequest = {
  ...repliedRequest,
  status: 'closed',
  closedAt: '2026-11-28T11:00:00.000Z',
  closedBy: 'support@kampus.ng',
};
