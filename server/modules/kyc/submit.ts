import { and, eq, inArray } from 'drizzle-orm';
import type { KycSubmissionInput } from '../../../contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/database';
import { badRequest, invalidField } from '../../http/api-error';
import type { Services } from '../../services';
import { files } from '../file/schema';
import { users } from '../user/schema';
import { kycStatusOfUser } from './queries';
import { kycSubmissions } from './schema';
import { allowedKycTransition, changedMeanwhile } from './transition';

/**
 * Identity documents must be the applicant's own private uploads: a public file is readable by
 * anyone with its URL, and someone else's file is not theirs to submit.
 */
async function checkDocuments(db: Database, userId: string, input: KycSubmissionInput): Promise<void> {
  const wanted: [field: string, label: string, key: string][] = [['documentImage', 'Document image', input.documentImage]];
  if (input.accountType === 'brand' && input.brandLogo) wanted.push(['brandLogo', 'Brand logo', input.brandLogo]);
  const owned = await db
    .select({ key: files.key, visibility: files.visibility })
    .from(files)
    .where(
      and(
        eq(files.ownerId, userId),
        inArray(
          files.key,
          wanted.map(([, , key]) => key),
        ),
      ),
    );
  const visibilityOf = new Map(owned.map((file) => [file.key, file.visibility]));
  const errors: Record<string, string> = {};
  for (const [field, label, key] of wanted) {
    const visibility = visibilityOf.get(key);
    if (!visibility) errors[field] = `${label} must be a file you uploaded`;
    else if (visibility !== 'private') errors[field] = `${label} must be a private upload`;
  }
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/**
 * The applicant's `submit` transition (NOT_SUBMITTED or REJECTED -> PENDING): one transaction
 * that moves the account's status only if it is still the one checked (compare-and-set) and
 * records the submission.
 */
export async function submitKyc(services: Services, userId: string, input: KycSubmissionInput): Promise<void> {
  const { db, clock } = services;
  const rule = allowedKycTransition(await kycStatusOfUser(db, userId), 'submit', 'applicant');
  if (!(await services.universities.nameOf(input.universityId)))
    throw invalidField('universityId', 'University must be chosen from the list');
  await checkDocuments(db, userId, input);

  const isBrand = input.accountType === 'brand';
  const now = clock.now();
  const applied = await db
    .transaction(async (tx) => {
      const [moved] = await tx
        .update(users)
        .set({ kycStatus: rule.to, updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.kycStatus, rule.from)))
        .returning({ id: users.id });
      if (!moved) return false;
      await tx.insert(kycSubmissions).values({
        userId,
        accountType: input.accountType,
        nin: input.nin,
        firstname: input.firstname,
        lastname: input.lastname,
        universityId: input.universityId,
        documentType: input.documentType,
        documentImage: input.documentImage,
        brandLogo: isBrand ? input.brandLogo : null,
        brandName: isBrand ? input.brandName : null,
        brandDescription: isBrand ? input.brandDescription : null,
        status: rule.to,
        createdAt: now,
      });
      return true;
    })
    // The one-live-submission index is the last line: a concurrent submission won.
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return false;
      throw error;
    });
  if (!applied) throw changedMeanwhile(await kycStatusOfUser(db, userId), 'submit', 'applicant');
}
