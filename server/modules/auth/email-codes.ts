import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { emailCodes } from './schema';
import type { CodePurpose } from './schema';
import { hmac, randomCode, safeEqual } from '../../crypto/tokens';
import { ApiError, invalidField } from '../../http/api-error';
import type { Services } from '../../services';

/**
 * The 6-digit codes mailed for email verification and password reset. Stored as an HMAC;
 * a new code replaces the previous one; every check counts, and the check after
 * `maxCodeAttempts` wrong ones burns the code (429).
 */
export class EmailCodes {
  constructor(private readonly services: Services) {}

  private digest(code: string): string {
    return hmac(this.services.config.codePepper, code);
  }

  /** Creates a fresh code for the user (the previous one stops working): the code and its row's id. */
  async issue(userId: string, purpose: CodePurpose): Promise<{ code: string; id: string }> {
    const { db, clock, config } = this.services;
    const code = randomCode();
    const now = clock.now();
    return db.transaction(async (tx) => {
      await tx
        .update(emailCodes)
        .set({ consumedAt: now })
        .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)));
      const [issued] = await tx
        .insert(emailCodes)
        .values({
          userId,
          purpose,
          codeHash: this.digest(code),
          expiresAt: new Date(now.getTime() + config.codeTtlMs),
          createdAt: now,
        })
        .returning({ id: emailCodes.id });
      return { code, id: issued!.id };
    });
  }

  /**
   * Checks `code` against the account's latest code of this purpose and spends it when it
   * matches: 'spent'. 'spent-before' when it is the right code but already used. Otherwise
   * throws why, saying no more than a stranger may learn: unless the code is right, an
   * unknown email, a spent, replaced or expired code and a wrong code all answer 'The code is
   * incorrect' (and end in the same 429 after as many guesses).
   */
  async consume(
    account: { email: string; userId: string | undefined },
    purpose: CodePurpose,
    code: string,
  ): Promise<'spent' | 'spent-before'> {
    const { db, clock, config, limiters } = this.services;
    const now = clock.now();
    const [latest] = account.userId
      ? await db
          .select()
          .from(emailCodes)
          .where(and(eq(emailCodes.userId, account.userId), eq(emailCodes.purpose, purpose)))
          .orderBy(desc(emailCodes.createdAt))
          .limit(1)
      : [];
    if (latest && !latest.consumedAt && latest.expiresAt > now) return this.spendLive(latest, code);

    const burntCode = latest?.consumedAt && latest.attempts > config.maxCodeAttempts;
    if (burntCode && latest.expiresAt > now) throw burnt();
    if (latest && !burntCode && safeEqual(this.digest(code), latest.codeHash)) {
      if (latest.consumedAt) return 'spent-before';
      throw invalidField('code', 'The code has expired. Request a new code.');
    }
    if ((await limiters.codeGuessesWithoutLiveCode.take(guessKey(purpose, account.email))) > 0) throw burnt();
    throw wrongCode();
  }

  /** A new code was asked for: guesses counted without a live code start again, as they would with one. */
  async forgetGuesses(purpose: CodePurpose, email: string): Promise<void> {
    await this.services.limiters.codeGuessesWithoutLiveCode.reset(guessKey(purpose, email));
  }

  /** Counts the check atomically before comparing, so parallel guesses cannot exceed the limit. */
  private async spendLive(latest: typeof emailCodes.$inferSelect, code: string): Promise<'spent'> {
    const { db, clock, config } = this.services;
    const now = clock.now();
    const [counted] = await db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(and(eq(emailCodes.id, latest.id), isNull(emailCodes.consumedAt)))
      .returning({ attempts: emailCodes.attempts });
    if (!counted) {
      // Spent or burnt while this request was on its way: say which, as a sequential try would.
      const [current] = await db.select({ attempts: emailCodes.attempts }).from(emailCodes).where(eq(emailCodes.id, latest.id));
      throw (current?.attempts ?? 0) > config.maxCodeAttempts ? burnt() : noLiveCode();
    }
    if (counted.attempts > config.maxCodeAttempts) {
      await db.update(emailCodes).set({ consumedAt: now }).where(eq(emailCodes.id, latest.id));
      throw burnt();
    }
    if (!safeEqual(this.digest(code), latest.codeHash)) throw wrongCode();

    const [spent] = await db
      .update(emailCodes)
      .set({ consumedAt: now })
      .where(and(eq(emailCodes.id, latest.id), isNull(emailCodes.consumedAt)))
      .returning({ id: emailCodes.id });
    if (!spent) throw noLiveCode();
    return 'spent';
  }
}

const guessKey = (purpose: CodePurpose, email: string) => `${purpose}:${email}`;

export const wrongCode = () => invalidField('code', 'The code is incorrect');
export const noLiveCode = () => invalidField('code', 'This code is no longer valid. Request a new code.');
const burnt = () =>
  new ApiError(429, 'Too many wrong attempts: this code no longer works. Request a new code.', {
    code: 'Too many wrong attempts',
  });
