import { createHmac, timingSafeEqual } from 'node:crypto';
import { userRoles } from '../../contract';
import type { UserRole } from '../../contract';
import type { Clock } from '../clock';

export interface AccessClaims {
  userId: string;
  role: UserRole;
  /** The session (sessions.id) the token belongs to: revoking it ends the token at once. */
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * Short-lived HS256 JWTs; expiry is judged by the injected clock.
 *
 * Signed and checked with node's synchronous HMAC rather than a JWT library on WebCrypto: every
 * signed-in request verifies one, and the asynchronous WebCrypto call cost a tenth of an order
 * confirmation's CPU in the API benchmark. The format is plain JWT (RFC 7519), so tokens issued
 * before this change stay valid.
 */
export class AccessTokens {
  constructor(
    private readonly secret: string,
    private readonly ttlMs: number,
    private readonly clock: Clock,
  ) {}

  get ttlSeconds(): number {
    return Math.floor(this.ttlMs / 1000);
  }

  private signature(signingInput: string): Buffer {
    return createHmac('sha256', this.secret).update(signingInput).digest();
  }

  async issue(claims: AccessClaims): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const payload = {
      sub: claims.userId,
      sid: claims.sessionId,
      role: claims.role,
      typ: 'access',
      iat: now,
      exp: now + this.ttlSeconds,
    };
    const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${signingInput}.${this.signature(signingInput).toString('base64url')}`;
  }

  /** The claims of a valid, unexpired token; undefined for anything else. Whether its session still holds is the auth guard's question. */
  async read(token: string): Promise<AccessClaims | undefined> {
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const [header = '', body = '', signature = ''] = parts;
    const expected = this.signature(`${header}.${body}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const headerJson = parseJson(header);
    if (headerJson?.alg !== 'HS256') return undefined;
    const payload = parseJson(body);
    if (!payload) return undefined;
    const now = this.clock.now().getTime() / 1000;
    if (payload.typ !== 'access' || typeof payload.exp !== 'number' || payload.exp <= now) return undefined;
    if (typeof payload.sub !== 'string' || !(userRoles as readonly unknown[]).includes(payload.role)) return undefined;
    // Tokens from before sessions were recorded carry no sid: refused, so the client refreshes.
    if (typeof payload.sid !== 'string' || !UUID.test(payload.sid) || !UUID.test(payload.sub)) return undefined;
    return { userId: payload.sub, role: payload.role as UserRole, sessionId: payload.sid };
  }
}

function parseJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
