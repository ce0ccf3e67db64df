/** Typed sample data for the KYC queue's stories and tests. */
import type { AdminKycCase, AdminKycSubmission, AuditEntry } from '../../contract';

/** A drawn stand-in for an uploaded image (stories never load a real student's ID). */
function drawn(width: number, height: number, hue: number, lines: string[]): string {
  const text = lines
    .map((line, i) => `<text x="24" y="${60 + i * 44}" font-family="sans-serif" font-size="30" fill="#1a1a1a">${line}</text>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" rx="24" fill="hsl(${hue} 60% 86%)"/>${text}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const sampleIdImage = drawn(640, 400, 200, [
  'LAGOS STATE UNIVERSITY',
  'STUDENT ID CARD',
  'OBI, ADA CHIOMA',
  'Matric 190401123',
  'Valid to 07/2027',
]);
export const sampleLogo = drawn(200, 200, 20, ['Ada', 'Bakes']);

const applicant = { id: 'u-ada', email: 'ada.obi@lasu.edu.ng', firstname: 'Ada', lastname: 'Obi' };

/** An individual seller waiting since the morning. */
export const sampleSubmission: AdminKycSubmission = {
  id: '6f1c1c9e-7f57-4e55-9f4a-0c1e0f000001',
  accountType: 'individual',
  nin: '12345678901',
  firstname: 'Ada',
  lastname: 'Obi',
  universityId: 12,
  university: 'Lagos State University',
  documentType: 'Identity Card',
  documentImage: 'k1d0c0000000000000000a.png',
  documentImageUrl: sampleIdImage,
  brandLogo: null,
  brandLogoUrl: null,
  brandName: null,
  brandDescription: null,
  status: 'PENDING',
  rejectionReason: null,
  rejectionCode: null,
  submittedAt: '2026-11-28T07:15:00.000Z',
  reviewedAt: null,
  reviewedBy: null,
  user: applicant,
};

/** A brand waiting for two days: the oldest in the queue. */
export const sampleBrandSubmission: AdminKycSubmission = {
  ...sampleSubmission,
  id: '6f1c1c9e-7f57-4e55-9f4a-0c1e0f000002',
  accountType: 'brand',
  nin: '98765432109',
  firstname: 'Tunde',
  lastname: 'Bakare',
  university: 'University of Lagos',
  universityId: 3,
  brandName: 'Tunde Prints',
  brandDescription: 'T-shirts and tote bags printed on campus, for departments and events.',
  brandLogo: 'k1d0c0000000000000000b.png',
  brandLogoUrl: sampleLogo,
  submittedAt: '2026-11-26T09:00:00.000Z',
  user: { id: 'u-tunde', email: 'tunde@unilag.edu.ng', firstname: 'Tunde', lastname: 'Bakare' },
};

export const sampleApproved: AdminKycSubmission = {
  ...sampleSubmission,
  status: 'APPROVED',
  reviewedAt: '2026-11-28T09:42:00.000Z',
  reviewedBy: { id: 'staff-ada', email: 'ada@kampus.ng' },
};

/** Ada's first try, rejected the week before. */
export const sampleEarlierRejected: AdminKycSubmission = {
  ...sampleSubmission,
  id: '6f1c1c9e-7f57-4e55-9f4a-0c1e0f000000',
  documentImageUrl: drawn(640, 400, 0, ['(blurred photo)']),
  status: 'REJECTED',
  rejectionCode: 'unreadable-id',
  rejectionReason: 'The student ID cannot be read. The photo is blurred: take it in daylight, without flash.',
  submittedAt: '2026-11-20T10:00:00.000Z',
  reviewedAt: '2026-11-20T15:30:00.000Z',
  reviewedBy: { id: 'staff-bola', email: 'bola@kampus.ng' },
};

const HOUR = 3_600_000;

/**
 * The queue as the server answers it, oldest first: the brand waiting 2 days and Ada 5 hours
 * before `now` (ages are drawn from the clock, so the stories' screenshots do not age).
 */
export function sampleQueue(now = Date.now()): AdminKycSubmission[] {
  const submittedAt = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
  return [
    { ...sampleBrandSubmission, submittedAt: submittedAt(50) },
    { ...sampleSubmission, submittedAt: submittedAt(5.5) },
  ];
}

export const sampleCase: AdminKycCase = { submission: sampleSubmission, earlier: [sampleEarlierRejected] };
export const sampleBrandCase: AdminKycCase = { submission: sampleBrandSubmission, earlier: [] };

/** The audit of Ada's first try, as the case page's trail shows it. */
export const sampleEarlierAudit: AuditEntry[] = [
  {
    id: '41',
    at: sampleEarlierRejected.reviewedAt ?? '',
    actor: { id: 'staff-bola', email: 'bola@kampus.ng', role: 'admin' },
    action: 'kyc.reject',
    target: { type: 'kyc', id: sampleEarlierRejected.id },
    before: { status: 'PENDING' },
    after: { status: 'REJECTED', rejectionCode: 'unreadable-id' },
    reason: sampleEarlierRejected.rejectionReason,
  },
];
