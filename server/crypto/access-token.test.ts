import { createHmac } from 'node:crypto';
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { ManualClock, MINUTE } from '../clock';
import { AccessTokens } from './access-token';

const SECRET = 'test-secret-of-at-least-thirty-two-chars';
const claims = {
  userId: '0b5f8f4e-3c1a-4f43-9a53-1d2f7a6c9e10',
  sessionId: '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  role: 'user' as const,
};

function setup() {
  const clock = new ManualClock();
  return { clock, tokens: new AccessTokens(SECRET, 15 * MINUTE, clock) };
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const hs256 = (input: string, secret = SECRET) => createHmac('sha256', secret).update(input).digest('base64url');

describe('AccessTokens', () => {
  it('reads back the claims of a token it issued', async () => {
    const { tokens } = setup();
    expect(await tokens.read(await tokens.issue(claims))).toEqual(claims);
  });

  it('reads a standard HS256 JWT signed by a JWT library (tokens issued before the change stay valid)', async () => {
    const { clock, tokens } = setup();
    const now = Math.floor(clock.now().getTime() / 1000);
    const token = await sign(
      { sub: claims.userId, sid: claims.sessionId, role: 'admin', typ: 'access', iat: now, exp: now + 60 },
      SECRET,
      'HS256',
    );
    expect(await tokens.read(token)).toEqual({ ...claims, role: 'admin' });
  });

  it('refuses a token once its expiry has passed', async () => {
    const { clock, tokens } = setup();
    const token = await tokens.issue(claims);
    clock.advance(15 * MINUTE - 1000);
    expect(await tokens.read(token)).toEqual(claims);
    clock.advance(1000);
    expect(await tokens.read(token)).toBeUndefined();
  });

  it('refuses a changed payload, a signature by another secret, another algorithm and junk', async () => {
    const { clock, tokens } = setup();
    const token = await tokens.issue(claims);
    const [header, , signature] = token.split('.');
    const now = Math.floor(clock.now().getTime() / 1000);
    const admin = b64({ sub: claims.userId, sid: claims.sessionId, role: 'admin', typ: 'access', iat: now, exp: now + 60 });
    expect(await tokens.read(`${header}.${admin}.${signature}`)).toBeUndefined();
    expect(await tokens.read(`${header}.${admin}.${hs256(`${header}.${admin}`, 'another-secret')}`)).toBeUndefined();
    const none = b64({ alg: 'none', typ: 'JWT' });
    expect(await tokens.read(`${none}.${admin}.${hs256(`${none}.${admin}`)}`)).toBeUndefined();
    expect(await tokens.read(`${none}.${admin}.`)).toBeUndefined();
    for (const junk of ['', 'a.b', 'a.b.c', `${header}.${admin}`, `${token}.x`]) expect(await tokens.read(junk)).toBeUndefined();
  });

  it('refuses a correctly signed token that is not an access token or lacks a session', async () => {
    const { clock, tokens } = setup();
    const now = Math.floor(clock.now().getTime() / 1000);
    const signed = (payload: object) => {
      const input = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
      return `${input}.${hs256(input)}`;
    };
    const base = { sub: claims.userId, sid: claims.sessionId, role: 'user', typ: 'access', iat: now, exp: now + 60 };
    expect(await tokens.read(signed(base))).toEqual(claims);
    expect(await tokens.read(signed({ ...base, typ: 'refresh' }))).toBeUndefined();
    expect(await tokens.read(signed({ ...base, sid: undefined }))).toBeUndefined();
    expect(await tokens.read(signed({ ...base, role: 'root' }))).toBeUndefined();
    expect(await tokens.read(signed({ ...base, exp: 'never' }))).toBeUndefined();
  });
});
