import { sign, verify } from 'hono/jwt';
import type { UserRole } from '../../contract';
import type { Clock } from '../clock';

export interface AccessClaims {
  userId: string;
  role: UserRole;
  /** The session (sessions.id) the token belongs to: revoking it ends the token at once. */
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Short-lived HS256 JWTs; expiry is judged by the injected clock. */
export class AccessTokens {
  /** Imported once: hono would otherwise import the raw secret on every sign and verify. */
  private readonly key: Promise<CryptoKey>;

  constructor(
    secret: string,
    private readonly ttlMs: number,
    private readonly clock: Clock,
  ) {
    this.key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  get ttlSeconds(): number {
    return Math.floor(this.ttlMs / 1000);
  }

  async issue(claims: AccessClaims): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return sign(
      { sub: claims.userId, sid: claims.sessionId, role: claims.role, typ: 'access', iat: now, exp: now + this.ttlSeconds },
      await this.key,
      'HS256',
    );
  }

  /** The claims of a valid, unexpired token; undefined for anything else. Whether its session still holds is the auth guard's question. */
  async read(token: string): Promise<AccessClaims | undefined> {
    try {
      const payload = await verify(token, await this.key, { alg: 'HS256', exp: false, nbf: false, iat: false });
      const now = this.clock.now().getTime() / 1000;
      if (payload.typ !== 'access' || typeof payload.exp !== 'number' || payload.exp <= now) return undefined;
      if (typeof payload.sub !== 'string' || (payload.role !== 'user' && payload.role !== 'admin')) return undefined;
      // Tokens from before sessions were recorded carry no sid: refused, so the client refreshes.
      if (typeof payload.sid !== 'string' || !UUID.test(payload.sid) || !UUID.test(payload.sub)) return undefined;
      return { userId: payload.sub, role: payload.role, sessionId: payload.sid };
    } catch {
      return undefined;
    }
  }
}
