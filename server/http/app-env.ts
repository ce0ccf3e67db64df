import type { HttpBindings } from '@hono/node-server';
import type { AccessClaims } from '../crypto/access-token';

/** What handlers may read from the context: the request id and, behind the guard, the caller. */
export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    requestId: string;
    auth: AccessClaims;
  };
}
