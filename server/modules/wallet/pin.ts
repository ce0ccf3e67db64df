/**
 * The withdrawal PIN: 4 digits, hashed like a password, set (or changed) only with a 4-digit
 * code e-mailed to the user. Five wrong PINs in a row lock withdrawals for 30 minutes. Each
 * check is counted first, atomically, and only then compared, and the count stays even when the
 * request is refused: parallel guesses cannot get past the limit.
 */
import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { WITHDRAWAL_PIN_LOCK_MINUTES, WITHDRAWAL_PIN_MAX_ATTEMPTS } from '../../../contract';
import type { SetWithdrawalPinBody, WithdrawalPinStatus } from '../../../contract';
import { hmac, safeEqual } from '../../crypto/tokens';
import { ApiError, notFound, tooManyRequests, waitPhrase } from '../../http/api-error';
import type { Services } from '../../services';
import { users } from '../user/schema';
import { withdrawalPinCodeMail } from './mail';
import { withdrawalPinOtps, withdrawalPins } from './schema';

const MINUTE = 60_000;
/** A mailed code works for 10 minutes and for at most 5 checks. */
export const PIN_OTP_TTL_MS = 10 * MINUTE;
export const PIN_OTP_MAX_CHECKS = 5;
/** At most one code a minute, and 5 an hour. */
export const PIN_OTP_COOLDOWN_MS = MINUTE;
export const PIN_OTP_PER_HOUR = 5;
export const PIN_LOCK_MS = WITHDRAWAL_PIN_LOCK_MINUTES * MINUTE;

export const CODE_WRONG_OR_EXPIRED = 'Code is wrong or has expired';
export const NO_PIN = 'Create a withdrawal PIN first.';

/** Withdrawals are locked until `lockedUntil` (answered 423). */
export class WithdrawalsLockedError extends Error {
  override name = 'WithdrawalsLockedError';
  constructor(readonly lockedUntil: Date) {
    super(`Too many wrong PINs: withdrawals are locked until ${lockedUntil.toISOString()}. Try again later.`);
  }
}

export async function pinStatus(services: Services, userId: string): Promise<WithdrawalPinStatus> {
  const [row] = await services.db.select().from(withdrawalPins).where(eq(withdrawalPins.userId, userId));
  const now = services.clock.now();
  return {
    hasPin: row !== undefined,
    lockedUntil: row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil.toISOString() : null,
  };
}

const digest = (services: Services, userId: string, code: string) => hmac(services.config.codePepper, `pin:${userId}:${code}`);

/** E-mails a fresh 4-digit code (earlier codes stop working); 429 more than once a minute or 5 times an hour. */
export async function sendPinOtp(services: Services, userId: string): Promise<void> {
  const { db, clock, mailer, tasks } = services;
  const now = clock.now();
  const [user] = await db.select({ email: users.email, firstname: users.firstname }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Account not found');
  const code = randomInt(0, 10_000).toString().padStart(4, '0');
  await db.transaction(async (tx) => {
    // One sender at a time per user, so the limits hold under parallel requests.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const recent = await tx
      .select({ createdAt: withdrawalPinOtps.createdAt })
      .from(withdrawalPinOtps)
      .where(and(eq(withdrawalPinOtps.userId, userId), gte(withdrawalPinOtps.createdAt, new Date(now.getTime() - 60 * MINUTE))))
      .orderBy(desc(withdrawalPinOtps.createdAt));
    const latest = recent[0]?.createdAt.getTime() ?? Number.NEGATIVE_INFINITY;
    const waits = [latest + PIN_OTP_COOLDOWN_MS - now.getTime()];
    const oldestCounted = recent[PIN_OTP_PER_HOUR - 1];
    if (oldestCounted) waits.push(oldestCounted.createdAt.getTime() + 60 * MINUTE - now.getTime());
    const wait = Math.max(...waits);
    if (wait > 0) throw tooManyRequests(`Too many codes requested. Try again ${waitPhrase(wait)}.`, wait);
    await tx
      .update(withdrawalPinOtps)
      .set({ consumedAt: now })
      .where(and(eq(withdrawalPinOtps.userId, userId), isNull(withdrawalPinOtps.consumedAt)));
    await tx.insert(withdrawalPinOtps).values({
      userId,
      codeHash: digest(services, userId, code),
      expiresAt: new Date(now.getTime() + PIN_OTP_TTL_MS),
      createdAt: now,
    });
  });
  const mail = withdrawalPinCodeMail(user.email, user.firstname, code, PIN_OTP_TTL_MS / MINUTE);
  tasks.run('withdrawal PIN code mail', () => mailer.send(mail));
}

/**
 * Sets (or changes) the PIN with the mailed code: the newest live code's check is counted first
 * (a burnt, spent or expired code, or a wrong one, answers 422 'Code is wrong or has expired');
 * the right code is spent once and the PIN stored as an argon2 hash. Wrong-PIN counts start
 * again; a lock in force stays.
 */
export async function setPin(services: Services, userId: string, input: SetWithdrawalPinBody): Promise<WithdrawalPinStatus> {
  const { db, clock, passwords } = services;
  const now = clock.now();
  const wrong = () => new ApiError(422, CODE_WRONG_OR_EXPIRED, { otp: CODE_WRONG_OR_EXPIRED });
  const [latest] = await db
    .select({ id: withdrawalPinOtps.id })
    .from(withdrawalPinOtps)
    .where(eq(withdrawalPinOtps.userId, userId))
    .orderBy(desc(withdrawalPinOtps.createdAt))
    .limit(1);
  if (!latest) throw wrong();
  const [counted] = await db
    .update(withdrawalPinOtps)
    .set({ attempts: sql`${withdrawalPinOtps.attempts} + 1` })
    .where(
      and(
        eq(withdrawalPinOtps.id, latest.id),
        isNull(withdrawalPinOtps.consumedAt),
        gt(withdrawalPinOtps.expiresAt, now),
        lt(withdrawalPinOtps.attempts, PIN_OTP_MAX_CHECKS),
      ),
    )
    .returning({ codeHash: withdrawalPinOtps.codeHash });
  if (!counted || !safeEqual(digest(services, userId, input.otp), counted.codeHash)) throw wrong();
  const pinHash = await passwords.hash(input.pin);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(withdrawalPinOtps)
      .set({ consumedAt: now })
      .where(and(eq(withdrawalPinOtps.id, latest.id), isNull(withdrawalPinOtps.consumedAt)))
      .returning({ id: withdrawalPinOtps.id });
    if (!spent) throw wrong();
    await tx
      .insert(withdrawalPins)
      .values({ userId, pinHash, failedAttempts: 0, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: withdrawalPins.userId, set: { pinHash, failedAttempts: 0, updatedAt: now } });
  });
  return pinStatus(services, userId);
}

export const wrongPinMessage = (left: number) => `Wrong PIN. ${left} attempt${left === 1 ? '' : 's'} left.`;
export const PIN_BUSY = 'Too many PIN attempts at once. Try again in a moment.';

/**
 * Checks a withdrawal PIN. Every attempt takes one of the five places first, in one statement
 * that refuses while locked or while five attempts are counted (wrong ones, or ones still being
 * checked: 429, try again), and a lock that has run out starts the count again. Only then is the
 * hash compared, so however many arrive at once, at most five wrong PINs are ever compared.
 * Right: the attempt gives its place back (and, with nothing else counted meanwhile, the wrong
 * ones before it are forgotten). Wrong: the count stays, committed even though the request is
 * refused: 422 'Wrong PIN. N attempts left.', and the fifth locks withdrawals for 30 minutes (423).
 */
export async function checkPin(services: Services, userId: string, pin: string): Promise<void> {
  const { db, clock, passwords } = services;
  const now = clock.now();
  const lockExpired = sql`(${withdrawalPins.lockedUntil} is not null and ${withdrawalPins.lockedUntil} <= ${now})`;
  const [counted] = await db
    .update(withdrawalPins)
    .set({
      failedAttempts: sql`case when ${lockExpired} then 1 else ${withdrawalPins.failedAttempts} + 1 end`,
      lockedUntil: sql`case when ${lockExpired} then null else ${withdrawalPins.lockedUntil} end`,
      updatedAt: now,
    })
    .where(
      and(
        eq(withdrawalPins.userId, userId),
        sql`(${withdrawalPins.lockedUntil} is null and ${withdrawalPins.failedAttempts} < ${WITHDRAWAL_PIN_MAX_ATTEMPTS} or ${lockExpired})`,
      ),
    )
    .returning({ pinHash: withdrawalPins.pinHash, attempts: withdrawalPins.failedAttempts });
  if (!counted) {
    const [row] = await db
      .select({ lockedUntil: withdrawalPins.lockedUntil })
      .from(withdrawalPins)
      .where(eq(withdrawalPins.userId, userId));
    if (!row) throw new ApiError(422, NO_PIN, { pin: NO_PIN });
    if (row.lockedUntil && row.lockedUntil > now) throw new WithdrawalsLockedError(row.lockedUntil);
    throw tooManyRequests(PIN_BUSY, 1000);
  }
  if (await passwords.verify(counted.pinHash, pin)) {
    await db
      .update(withdrawalPins)
      .set({
        failedAttempts: sql`case when ${withdrawalPins.failedAttempts} = ${counted.attempts} then 0 else greatest(${withdrawalPins.failedAttempts} - 1, 0) end`,
      })
      .where(and(eq(withdrawalPins.userId, userId), isNull(withdrawalPins.lockedUntil)));
    return;
  }
  if (counted.attempts >= WITHDRAWAL_PIN_MAX_ATTEMPTS) {
    const lockedUntil = new Date(now.getTime() + PIN_LOCK_MS);
    await db.update(withdrawalPins).set({ lockedUntil, updatedAt: now }).where(eq(withdrawalPins.userId, userId));
    throw new WithdrawalsLockedError(lockedUntil);
  }
  const left = WITHDRAWAL_PIN_MAX_ATTEMPTS - counted.attempts;
  throw new ApiError(422, wrongPinMessage(left), { pin: wrongPinMessage(left) });
}
