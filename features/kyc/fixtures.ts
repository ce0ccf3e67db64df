import type { KycStatus, KycSubmission, KycSubmissionBody, UploadResult } from '../../contract';
import { emptyDraft, type KycDraft } from './kycDraft';
import type { UploadedRef } from './schemas';

/** A small image as a data URL, so previews in stories and tests need no server. */
function sampleImage(fill: string, letter: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="12" fill="${fill}"/><text x="48" y="62" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="#ffffff">${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An uploaded file as the server described it: its key, name and where it is served. */
export type ServedFile = Required<UploadedRef>;

export const sampleStudentId: ServedFile = {
  key: 'Zk3q9XbT1vLm2Nw8Rp4sYa.png',
  name: 'student-id.png',
  url: sampleImage('#1a5fc7', 'ID'),
};

export const sampleBrandLogo: ServedFile = {
  key: 'Qp7c2VhN5tRx8Bk1Wm6zJd.png',
  name: 'ada-bakes-logo.png',
  url: sampleImage('#0b7a43', 'AB'),
};

/** The body POST /v1/file/upload answers with (inside `data`) for an uploaded file. */
export function uploadResult(file: ServedFile, mimetype = 'image/png'): UploadResult {
  return {
    result: {
      key: file.key,
      bucket: 'kampus',
      url: file.url,
      info: { original_name: file.name, mimetype, size: 48_213 },
    },
  };
}

export const sampleSubmission: KycSubmission = {
  id: 'kyc_01',
  accountType: 'brand',
  nin: '*******8901',
  firstname: 'Ada',
  lastname: 'Obi',
  universityId: 1,
  university: 'University of Lagos',
  documentType: 'Identity Card',
  documentImage: sampleStudentId.key,
  brandLogo: sampleBrandLogo.key,
  brandName: 'Ada Bakes',
  brandDescription: 'Cakes and small chops for campus events',
  status: 'PENDING',
  rejectionReason: null,
  submittedAt: '2025-03-04T10:15:00.000Z',
  reviewedAt: null,
};

/** GET /v1/kyc's payload for a status. */
export function kycStatusData(status: KycStatus) {
  if (status === 'NOT_SUBMITTED') return { status, submission: null };
  if (status === 'REJECTED') {
    return {
      status,
      submission: {
        ...sampleSubmission,
        status,
        rejectionReason: 'The student ID photo is blurred. Upload a sharper photo.',
        reviewedAt: '2025-03-05T09:00:00.000Z',
      },
    };
  }
  return { status, submission: { ...sampleSubmission, status } };
}

const sampleProfile = { firstname: 'Ada', lastname: 'Obi', universityId: 1 };

/** An individual draft with everything entered but the attestation, standing on `step`. */
export function filledIndividualDraft(step: number): KycDraft {
  return { ...emptyDraft('individual', sampleProfile), step, nin: '12345678901', studentId: sampleStudentId };
}

/** A brand draft with everything entered but the attestation, standing on `step`. */
export function filledBrandDraft(step: number): KycDraft {
  return {
    ...filledIndividualDraft(step),
    accountType: 'brand',
    brandName: 'Ada Bakes',
    brandDescription: 'Cakes and small chops for campus events',
    brandLogo: sampleBrandLogo,
  };
}

/** What POST /v1/kyc receives for the filled brand draft. */
export const sampleBrandSubmissionBody: KycSubmissionBody = {
  accountType: 'brand',
  nin: '12345678901',
  firstname: 'Ada',
  lastname: 'Obi',
  universityId: 1,
  documentType: 'Identity Card',
  documentImage: sampleStudentId.key,
  brandLogo: sampleBrandLogo.key,
  brandName: 'Ada Bakes',
  brandDescription: 'Cakes and small chops for campus events',
};

const { brandLogo: _logo, brandName: _name, brandDescription: _description, ...personal } = sampleBrandSubmissionBody;

/** The same person submitting as an individual: no brand fields. */
export const sampleIndividualSubmissionBody: KycSubmissionBody = { ...personal, accountType: 'individual' };
