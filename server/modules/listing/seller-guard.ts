import { forbidden } from '../../http/api-error';
import type { SessionUser } from '../auth/session-user';

export const ONLY_VERIFIED_SELLERS = 'Only verified sellers can create listings. Complete KYC to start selling.';

/** Only a KYC-approved user may list (403 otherwise). */
export function assertVerifiedSeller(user: SessionUser): void {
  if (user.kycStatus !== 'APPROVED') throw forbidden(ONLY_VERIFIED_SELLERS);
}
