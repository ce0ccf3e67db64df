import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { UserRole } from '../../../contract';
import { randomToken, sha256 } from '../../crypto/tokens';
import { unauthorized } from '../../http/api-error';
import { logSecurityEvent } from '../../security-log';
import type { Services } from '../../services';
import { users } from '../user/schema';
import { refreshTokens, sessions } from './schema';
import { revokeSessionsOf } from './revoke-sessions';

export const sessionExpired = () => unauthorized('Your session has expired. Please log in again.');

/** A started or rotated session: the token pair and the login's choice to be remembered. */
export interface IssuedSession {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  persistent: boolean;
}

export type SessionEndReason =
  'logout' | 'password_changed' | 'password_reset' | 'refresh_token_reused' | 'staff_idle' | 'staff_role_revoked';

/**
 * Sessions = refresh-token families. Each refresh spends its token atomically
 * (UPDATE ... WHERE used_at IS NULL RETURNING), so of two concurrent refreshes exactly one
 * wins; presenting a spent token again is treated as theft and ends the whole family.
 * Access tokens name their session, and the auth guard refuses them once it is revoked.
 */
export class Sessions {
  constructor(private readonly services: Services) {}

  /** `secondFactor`: the login passed the console's second factor (a console session). */
  async start(
    user: { id: string; role: UserRole },
    options: { persistent: boolean; secondFactor?: boolean },
  ): Promise<IssuedSession> {
    const now = this.services.clock.now();
    const consoleSession = options.secondFactor ? { secondFactorAt: now, staffActiveAt: now } : {};
    const [session] = await this.services.db
      .insert(sessions)
      .values({ userId: user.id, persistent: options.persistent, createdAt: now, ...consoleSession })
      .returning({ id: sessions.id });
    if (!session) throw new Error('session insert returned no row');
    return this.issue(user, session.id, options.persistent);
  }

  async rotate(refreshToken: string): Promise<IssuedSession> {
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
        logSecurityEvent(logger, 'refresh_token_reused', { userId: known.userId, sessionId: known.familyId });
        await this.revokeFamily(known.familyId, known.userId, 'refresh_token_reused');
      }
      throw sessionExpired();
    }
    const [live] = await db
      .select({ id: users.id, role: users.role, persistent: sessions.persistent })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, spent.familyId), isNull(sessions.revokedAt)));
    if (!live) throw sessionExpired();
    return this.issue(live, spent.familyId, live.persistent);
  }

  /** Ends the session the token belongs to (whether or not it was already spent). */
  async end(refreshToken: string, reason: SessionEndReason): Promise<void> {
    const [known] = await this.services.db
      .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
      .limit(1);
    if (known) await this.revokeFamily(known.familyId, known.userId, reason);
  }

  /** Ends every session of a user (password reset or change). */
  async endAll(userId: string, reason: SessionEndReason): Promise<void> {
    const now = this.services.clock.now();
    const revoked = await this.services.db.transaction((tx) => revokeSessionsOf(tx, userId, now));
    if (revoked > 0) logSecurityEvent(this.services.logger, 'session_revoked', { userId, sessions: revoked, reason });
  }

  /** Ends the user's console sessions (those that passed the second factor); their other sessions go on. */
  async endConsoleSessions(userId: string, reason: SessionEndReason): Promise<void> {
    const ended = await this.services.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNotNull(sessions.secondFactorAt), isNull(sessions.revokedAt)));
    for (const session of ended) await this.revokeFamily(session.id, userId, reason);
  }

  /** Ends one session by its id (the console's idle end). */
  async endSession(sessionId: string, userId: string, reason: SessionEndReason): Promise<void> {
    await this.revokeFamily(sessionId, userId, reason);
  }

  private async revokeFamily(familyId: string, userId: string, reason: SessionEndReason): Promise<void> {
    const now = this.services.clock.now();
    const revoked = await this.services.db.transaction(async (tx) => {
      const ended = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.id, familyId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
      return ended.length;
    });
    if (revoked > 0) logSecurityEvent(this.services.logger, 'session_revoked', { userId, sessionId: familyId, reason });
  }

  private async issue(user: { id: string; role: UserRole }, sessionId: string, persistent: boolean): Promise<IssuedSession> {
    const { db, clock, config, accessTokens } = this.services;
    const now = clock.now();
    const refreshToken = randomToken();
    await db.insert(refreshTokens).values({
      userId: user.id,
      familyId: sessionId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(now.getTime() + config.refreshTokenTtlMs),
      createdAt: now,
    });
    const accessToken = await accessTokens.issue({ userId: user.id, role: user.role, sessionId });
    return { sessionId, accessToken, refreshToken, expiresIn: accessTokens.ttlSeconds, persistent };
  }
}
