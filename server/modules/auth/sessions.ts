import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TokenPair, UserRole } from '../../../contract';
import { randomToken, sha256 } from '../../crypto/tokens';
import { users } from '../user/schema';
import { refreshTokens, sessions } from './schema';
import { unauthorized } from '../../http/api-error';
import type { Services } from '../../services';

const sessionExpired = () => unauthorized('Your session has expired. Please log in again.');

/**
 * Sessions = refresh-token families. Each refresh spends its token atomically
 * (UPDATE ... WHERE used_at IS NULL RETURNING), so of two concurrent refreshes exactly one
 * wins; presenting a spent token again is treated as theft and ends the whole family.
 */
export class Sessions {
  constructor(private readonly services: Services) {}

  async start(user: { id: string; role: UserRole }): Promise<TokenPair> {
    const [session] = await this.services.db
      .insert(sessions)
      .values({ userId: user.id, createdAt: this.services.clock.now() })
      .returning({ id: sessions.id });
    if (!session) throw new Error('session insert returned no row');
    return this.issue(user, session.id);
  }

  async rotate(refreshToken: string): Promise<TokenPair> {
    const { db, clock, logger } = this.services;
    const now = clock.now();
    const tokenHash = sha256(refreshToken);
    const [spent] = await db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
    if (!spent) {
      const [known] = await db
        .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt, userId: refreshTokens.userId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      if (known?.usedAt) {
        await this.revokeFamily(known.familyId);
        logger.warn('refresh token reused: session revoked', { userId: known.userId, familyId: known.familyId });
      }
      throw sessionExpired();
    }
    const [user] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, spent.userId));
    if (!user) throw sessionExpired();
    return this.issue(user, spent.familyId);
  }

  /** Ends the session the token belongs to (whether or not it was already spent). */
  async end(refreshToken: string): Promise<void> {
    const [known] = await this.services.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
      .limit(1);
    if (known) await this.revokeFamily(known.familyId);
  }

  /** Ends every session of a user (password reset or change). */
  async endAll(userId: string): Promise<void> {
    const now = this.services.clock.now();
    await this.services.db.transaction(async (tx) => {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
    });
  }

  private async revokeFamily(familyId: string): Promise<void> {
    const now = this.services.clock.now();
    await this.services.db.transaction(async (tx) => {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, familyId), isNull(sessions.revokedAt)));
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    });
  }

  private async issue(user: { id: string; role: UserRole }, familyId: string): Promise<TokenPair> {
    const { db, clock, config, accessTokens } = this.services;
    const now = clock.now();
    const refreshToken = randomToken();
    await db.insert(refreshTokens).values({
      userId: user.id,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(now.getTime() + config.refreshTokenTtlMs),
      createdAt: now,
    });
    const accessToken = await accessTokens.issue({ userId: user.id, role: user.role });
    return { accessToken, refreshToken, expiresIn: accessTokens.ttlSeconds };
  }
}
