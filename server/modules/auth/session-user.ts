import { and, eq, isNull, sql } from 'drizzle-orm';
import type { KycStatus, UserRole } from '../../../contract';
import type { Database } from '../../db/database';
import { accountColumns } from '../user/account-columns';
import { users } from '../user/schema';
import { sessions } from './schema';

/** The caller behind a valid access token: their account as it is now, and their session's choice. */
export interface SessionUser {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  universityId: number | null;
  phone: string | null;
  kycStatus: KycStatus;
  role: UserRole;
  /** The profile photo's largest file in storage, or null (users.photo_path). */
  photoPath: string | null;
  /** About Me, as GET /v1/user shows it (users.about). */
  about: string | null;
  /** Whether the login asked to be remembered. */
  persistent: boolean;
}

export type SessionUserLoader = (userId: string, sessionId: string) => Promise<SessionUser | undefined>;

/**
 * The one query behind every authenticated request: the session (by primary key) that is not
 * revoked and belongs to the token's user, joined to that user. It also carries what GET
 * /v1/user shows, so that route needs no query of its own.
 */
export function sessionUserLoader(db: Database): SessionUserLoader {
  const query = db
    .select({ ...accountColumns, persistent: sessions.persistent })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
      ),
    )
    .limit(1)
    .prepare('load_session_user');

  return async (userId, sessionId) => {
    const [row] = await query.execute({ userId, sessionId });
    return row;
  };
}
