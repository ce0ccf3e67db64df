import { and, desc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { kycSubmissionBodySchema } from '../../../contract';
import type { KycStatusResponse, KycSubmissionInput } from '../../../contract';
import type { Database } from '../../db/database';
import { isUniqueViolation } from '../../db/database';
import { files, kycSubmissions, universities, users } from '../../db/schema';
import { badRequest, conflict, invalidField } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { validate } from '../../http/validate';
import type { Services } from '../../services';
import { toKycSubmission } from './kyc-view';

async function kycStatusOf(db: Database, userId: string): Promise<KycStatusResponse['data']> {
  const [user] = await db.select({ status: users.kycStatus }).from(users).where(eq(users.id, userId));
  const [latest] = await db
    .select({ submission: kycSubmissions, university: universities.name })
    .from(kycSubmissions)
    .innerJoin(universities, eq(universities.id, kycSubmissions.universityId))
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.createdAt))
    .limit(1);
  return {
    status: user?.status ?? 'NOT_SUBMITTED',
    submission: latest ? toKycSubmission(latest.submission, latest.university) : null,
  };
}

const alreadySubmitted = (status: string) =>
  conflict(
    status === 'APPROVED'
      ? 'Your KYC is already approved.'
      : 'Your KYC is pending. Please wait for verification before submitting again.',
  );

/** Rejects file keys that are not uploads of this same user. */
async function checkOwnUploads(db: Database, userId: string, input: KycSubmissionInput): Promise<void> {
  const wanted = {
    documentImage: input.documentImage,
    ...(input.accountType === 'brand' && input.brandLogo ? { brandLogo: input.brandLogo } : {}),
  };
  const owned = await db
    .select({ key: files.key })
    .from(files)
    .where(and(eq(files.ownerId, userId), inArray(files.key, Object.values(wanted))));
  const ownedKeys = new Set(owned.map((file) => file.key));
  const errors: Record<string, string> = {};
  if (!ownedKeys.has(wanted.documentImage)) errors.documentImage = 'Document image must be a file you uploaded';
  if (wanted.brandLogo && !ownedKeys.has(wanted.brandLogo)) errors.brandLogo = 'Brand logo must be a file you uploaded';
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/** /v1/kyc: a seller's identity submission and its status. */
export function kycRoutes(services: Services) {
  const { db, clock } = services;

  return new Hono<AppEnv>()
    .use(requireUser(services.accessTokens))
    .get('/', async (c) => {
      const body: KycStatusResponse = { data: await kycStatusOf(db, c.get('auth').userId) };
      return c.json(body);
    })

    .post('/', validate('json', kycSubmissionBodySchema), async (c) => {
      const { userId } = c.get('auth');
      const input = c.req.valid('json');
      const [user] = await db.select({ status: users.kycStatus }).from(users).where(eq(users.id, userId));
      if (user?.status === 'PENDING' || user?.status === 'APPROVED') throw alreadySubmitted(user.status);
      if (!(await services.universities.nameOf(input.universityId)))
        throw invalidField('universityId', 'University must be chosen from the list');
      await checkOwnUploads(db, userId, input);

      const isBrand = input.accountType === 'brand';
      const now = clock.now();
      try {
        await db.transaction(async (tx) => {
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
            status: 'PENDING',
            createdAt: now,
          });
          await tx.update(users).set({ kycStatus: 'PENDING', updatedAt: now }).where(eq(users.id, userId));
        });
      } catch (error) {
        // A concurrent submission won the one-live-submission index.
        if (isUniqueViolation(error)) throw alreadySubmitted('PENDING');
        throw error;
      }
      const body: KycStatusResponse = { data: await kycStatusOf(db, userId) };
      return c.json(body, 201);
    });
}
