import type { HttpBindings } from '@hono/node-server';
import type { AccessClaims } from '../crypto/access-token';
import type { SessionUser } from '../modules/auth/session-user';

/** What handlers may read from the context: the request id and, behind the guard, the caller. */
export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    requestId: string;
    /** The token's user and session; `role` as the database has it now. */
    auth: AccessClaims;
    /** The caller's account, loaded by the guard with the session check. */
    user: SessionUser;
  };
}
