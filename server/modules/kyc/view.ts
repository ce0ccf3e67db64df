import type { AdminKycSubmission, KycSubmission } from '../../../contract';
import type { kycSubmissions } from './schema';

export type KycRow = typeof kycSubmissions.$inferSelect;

/** The NIN as its owner sees it again: only the last 4 digits. */
export function maskNin(nin: string): string {
  return `${'*'.repeat(Math.max(0, nin.length - 4))}${nin.slice(-4)}`;
}

export function toKycSubmission(row: KycRow, universityName: string): KycSubmission {
  return {
    id: row.id,
    accountType: row.accountType,
    nin: maskNin(row.nin),
    firstname: row.firstname,
    lastname: row.lastname,
    universityId: row.universityId,
    university: universityName,
    documentType: row.documentType,
    documentImage: row.documentImage,
    brandLogo: row.brandLogo,
    brandName: row.brandName,
    brandDescription: row.brandDescription,
    status: row.status,
    rejectionReason: row.rejectionReason,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * `reviewerEmail`: the deciding staff member's address, null when the command line decided or the
 * account is gone. `urls`: where the document and logo are served (null: the file is gone).
 */
export function toAdminKycSubmission(
  row: KycRow,
  universityName: string,
  user: AdminKycSubmission['user'],
  reviewerEmail: string | null,
  urls: { document: string | null; logo: string | null },
): AdminKycSubmission {
  return {
    ...toKycSubmission(row, universityName),
    nin: row.nin,
    user,
    documentImageUrl: urls.document,
    brandLogoUrl: urls.logo,
    rejectionCode: row.rejectionCode,
    reviewedBy: row.reviewedBy && reviewerEmail ? { id: row.reviewedBy, email: reviewerEmail } : null,
  };
}
