/** The tones a Badge can take (kept here so the status table needs no stylesheet). */
export type BadgeTone = 'neutral' | 'accent' | 'positive' | 'critical' | 'warning' | 'info';

/** How each status the product shows in a badge looks and reads. */
export const statusBadges = {
  // KYC
  APPROVED: { tone: 'positive', label: 'Approved' },
  PENDING: { tone: 'neutral', label: 'Pending' },
  NOT_SUBMITTED: { tone: 'critical', label: 'Not Submitted' },
  REJECTED: { tone: 'critical', label: 'Rejected' },
  // Student email
  VERIFIED: { tone: 'positive', label: 'VERIFIED' },
  // Orders and chats
  CLOSED: { tone: 'neutral', label: 'CLOSED' },
} as const satisfies Record<string, { tone: BadgeTone; label: string }>;

export type BadgeStatus = keyof typeof statusBadges;
