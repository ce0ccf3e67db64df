import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { isStaffRole, STAFF_CHALLENGE_MINUTES, STAFF_CODE_ATTEMPTS, staffAuthMessages } from '../../../contract';
import type { StaffSecondFactorBody, StaffSignIn } from '../../../contract';
import { MINUTE } from '../../clock';
import { randomToken, sha256 } from '../../crypto/tokens';
import type { Database } from '../../db/database';
import { badRequest, invalidField, unauthorized } from '../../http/api-error';
import type { Services } from '../../services';
import type { UserRow } from '../auth/queries';
import { users } from '../user/schema';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';
import { staffRecoveryCodes, staffSecondFactors, staffSignInChallenges } from './schema';
import { newEnrolment, stepOfCode } from './totp';

export const challengeEnded = () => unauthorized(staffAuthMessages.challengeEnded);
const wrongCode = () => invalidField('code', staffAuthMessages.wrongCode);
const wrongRecoveryCode = () => invalidField('recoveryCode', staffAuthMessages.wrongRecoveryCode);

/** After the right password of a staff account: a challenge for the code, and a new secret if they have none yet. */
export async function beginStaffSignIn(
  services: Pick<Services, 'db' | 'clock'>,
  user: Pick<UserRow, 'id' | 'email'>,
): Promise<StaffSignIn> {
  const { db, clock } = services;
  const now = clock.now();
  const [factor] = await db
    .select({ userId: staffSecondFactors.userId })
    .from(staffSecondFactors)
    .where(eq(staffSecondFactors.userId, user.id));
  const enrolment = factor ? undefined : newEnrolment(user.email);
  const challenge = randomToken();
  await db.insert(staffSignInChallenges).values({
    userId: user.id,
    tokenHash: sha256(challenge),
    enrolSecret: enrolment?.secret ?? null,
    expiresAt: new Date(now.getTime() + STAFF_CHALLENGE_MINUTES * MINUTE),
    createdAt: now,
  });
  return enrolment ? { challenge, step: 'enrol', enrolment } : { challenge, step: 'verify' };
}

export type SecondFactorOutcome = {
  user: Pick<UserRow, 'id' | 'email' | 'role'>;
  method: 'enrolment' | 'code' | 'recovery-code';
  /** Only on enrolment: shown once. */
  recoveryCodes?: string[];
};

/**
 * Checks the code (or a recovery code) against a live challenge. Every check is counted before
 * it is made, so parallel guesses cannot exceed STAFF_CODE_ATTEMPTS; the challenge, the code's
 * step and a recovery code are each spent by a conditional UPDATE, so of two requests with the
 * same code exactly one passes.
 */
export async function completeSecondFactor(
  services: Pick<Services, 'db' | 'clock' | 'config'>,
  body: Pick<StaffSecondFactorBody, 'challenge' | 'code' | 'recoveryCode'>,
): Promise<SecondFactorOutcome> {
  const { db, clock, config } = services;
  const { code, recoveryCode } = body;
  if ((code === undefined) === (recoveryCode === undefined)) throw badRequest(staffAuthMessages.codeOrRecoveryCode);
  const now = clock.now();
  const tokenHash = sha256(body.challenge);
  const [challenge] = await db
    .update(staffSignInChallenges)
    .set({ attempts: sql`${staffSignInChallenges.attempts} + 1` })
    .where(
      and(
        eq(staffSignInChallenges.tokenHash, tokenHash),
        isNull(staffSignInChallenges.spentAt),
        gt(staffSignInChallenges.expiresAt, now),
        lt(staffSignInChallenges.attempts, STAFF_CODE_ATTEMPTS),
      ),
    )
    .returning({
      id: staffSignInChallenges.id,
      userId: staffSignInChallenges.userId,
      enrolSecret: staffSignInChallenges.enrolSecret,
    });
  if (!challenge) throw challengeEnded();
  const [user] = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, challenge.userId));
  // A role revoked between the password and the code ends the sign-in.
  if (!user || !isStaffRole(user.role)) throw challengeEnded();

  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(staffSignInChallenges)
      .set({ spentAt: now })
      .where(and(eq(staffSignInChallenges.id, challenge.id), isNull(staffSignInChallenges.spentAt)))
      .returning({ id: staffSignInChallenges.id });
    if (!spent) throw challengeEnded();
    if (challenge.enrolSecret !== null) {
      // Recovery codes are handed out by this step: only the new app's code confirms it.
      if (code === undefined) throw invalidField('code', staffAuthMessages.codeOrRecoveryCode);
      const step = stepOfCode(challenge.enrolSecret, code, now);
      if (step === null) throw wrongCode();
      const recoveryCodes = await enrol(tx, config.codePepper, user.id, challenge.enrolSecret, step, now);
      return { user, method: 'enrolment', recoveryCodes };
    }
    if (code !== undefined) {
      await spendCode(tx, user.id, code, now);
      return { user, method: 'code' };
    }
    const [used] = await tx
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffRecoveryCodes.userId, user.id),
          eq(staffRecoveryCodes.codeHash, recoveryCodeHash(config.codePepper, recoveryCode ?? '')),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    if (!used) throw wrongRecoveryCode();
    return { user, method: 'recovery-code' };
  });
}

async function enrol(tx: Database, pepper: string, userId: string, secret: string, step: number, now: Date): Promise<string[]> {
  // Two enrolments racing (two sign-ins before either confirmed): the first to land keeps its app.
  const [created] = await tx
    .insert(staffSecondFactors)
    .values({ userId, secret, lastStep: step, enrolledAt: now })
    .onConflictDoNothing()
    .returning({ userId: staffSecondFactors.userId });
  if (!created) throw challengeEnded();
  const recoveryCodes = newRecoveryCodes();
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await tx
    .insert(staffRecoveryCodes)
    .values(recoveryCodes.map((code) => ({ userId, codeHash: recoveryCodeHash(pepper, code), createdAt: now })));
  return recoveryCodes;
}

async function spendCode(tx: Database, userId: string, code: string, now: Date): Promise<void> {
  const [factor] = await tx
    .select({ secret: staffSecondFactors.secret })
    .from(staffSecondFactors)
    .where(eq(staffSecondFactors.userId, userId));
  if (!factor) throw challengeEnded();
  const step = stepOfCode(factor.secret, code, now);
  if (step === null) throw wrongCode();
  const [accepted] = await tx
    .update(staffSecondFactors)
    .set({ lastStep: step })
    .where(
      and(eq(staffSecondFactors.userId, userId), or(isNull(staffSecondFactors.lastStep), lt(staffSecondFactors.lastStep, step))),
    )
    .returning({ userId: staffSecondFactors.userId });
  if (!accepted) throw invalidField('code', staffAuthMessages.codeUsed);
}
