import { describe, expect, it } from 'vitest';
import type { TokenPair } from '../../../contract';
import type { Logger } from '../../logger';
import { createTestApp, useTestDatabase } from '../../test/test-app';

const db = useTestDatabase();

function capturingLogger() {
  const lines: Array<{ message: string } & Record<string, unknown>> = [];
  const record = (message: string, fields: Record<string, unknown> = {}) => lines.push({ message, ...fields });
  const logger: Logger = { info: record, warn: record, error: record };
  const events = (event: string) => lines.filter((line) => line.message === 'security' && line.event === event);
  return { logger, lines, events };
}

describe('security events', () => {
  it('records failures, throttles, password changes and session ends, never a password, code or token', async () => {
    const log = capturingLogger();
    const t = createTestApp(db(), { logger: log.logger });
    const session = await t.signUp({ password: 'the-real-password-1' });
    const headers = { 'x-forwarded-for': '203.0.113.5' };
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await t.request('POST', '/v1/auth/login', { json: { email: session.email, password: 'a-wrong-guess-1' }, headers });
    }
    const changed = await t.request<{ data: TokenPair }>('POST', '/v1/user/password', {
      token: session.accessToken,
      json: { currentPassword: 'the-real-password-1', newPassword: 'the-next-password-2' },
    });
    await t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken: changed.body.data.refreshToken } });
    await t.request('POST', '/v1/auth/refresh-token', { json: { refreshToken: changed.body.data.refreshToken } });

    const [failed] = log.events('login_failed');
    expect(log.events('login_failed')).toHaveLength(5);
    expect(failed).toMatchObject({ address: '203.0.113.5', email: expect.stringMatching(/^s\*\*\*@unilag\.edu\.ng$/) });
    expect(failed?.emailHash).toMatch(/^[0-9a-f]{16}$/);
    expect(log.events('login_throttled')).toEqual([
      expect.objectContaining({ check: 'login', limit: 'account-and-address', retryAfterSeconds: 900 }),
    ]);
    expect(log.events('password_changed')).toEqual([expect.objectContaining({ userId: expect.any(String) })]);
    expect(log.events('refresh_token_reused')).toHaveLength(1);
    expect(log.events('session_revoked').map((line) => line.reason)).toEqual(['password_changed', 'refresh_token_reused']);

    const everything = JSON.stringify(log.lines);
    await t.tasks.settle();
    const secrets = [
      'the-real-password-1',
      'a-wrong-guess-1',
      'the-next-password-2',
      session.email,
      session.accessToken,
      session.refreshToken ?? 'no refresh token',
      changed.body.data.accessToken,
      changed.body.data.refreshToken ?? 'no refresh token',
      ...t.mailbox.list(session.email).flatMap((mail) => (mail.code ? [mail.code] : [])),
    ];
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });
});
