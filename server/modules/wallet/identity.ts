import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { forbidden } from '../../http/api-error';
import { kycSubmissions } from '../kyc/schema';
import type { VerifiedName } from './name-match';

export const VERIFY_IDENTITY_TO_WITHDRAW =
  'Only verified accounts can withdraw. Verify your identity (KYC) from your dashboard, then try again.';

/** The user's verified (KYC-approved) name, or null while they are not verified. */
export async function verifiedNameOf(db: Database, userId: string): Promise<VerifiedName | null> {
  const [approved] = await db
    .select({
      firstname: kycSubmissions.firstname,
      lastname: kycSubmissions.lastname,
      accountType: kycSubmissions.accountType,
      brandName: kycSubmissions.brandName,
    })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, 'APPROVED')))
    .orderBy(desc(kycSubmissions.createdAt))
    .limit(1);
  if (!approved) return null;
  return {
    firstname: approved.firstname,
    lastname: approved.lastname,
    brandName: approved.accountType === 'brand' ? approved.brandName : null,
  };
}

/** The verified name of a user who may withdraw; 403 for anyone not KYC-approved. */
export async function requireVerifiedName(db: Database, userId: string): Promise<VerifiedName> {
  const name = await verifiedNameOf(db, userId);
  if (!name) throw forbidden(VERIFY_IDENTITY_TO_WITHDRAW);
  return name;
}
