import type { KycStatus } from '../../contract';
import type { BadgeLook } from '../../ui';

/** How each KYC status reads in a badge, on the profile and the verification page alike. */
export const kycStatusBadges: Record<KycStatus, BadgeLook> = {
  APPROVED: { tone: 'positive', label: 'Approved' },
  PENDING: { tone: 'neutral', label: 'Pending' },
  NOT_SUBMITTED: { tone: 'critical', label: 'Not Submitted' },
  REJECTED: { tone: 'critical', label: 'Rejected' },
};

/** The student email: confirmed with a code at registration, so always verified here. */
export const verifiedEmailBadge: BadgeLook = { tone: 'positive', label: 'VERIFIED' };
