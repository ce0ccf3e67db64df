import { describe, expect, it } from 'vitest';
import { demoAccounts, seedDemoData } from '../../db/seed-demo';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import { staffCode, staffCodeStep, staffPasswordStep } from '../admin/testing';

const db = useTestDatabase();

describe('the demo staff', () => {
  it('admin, support and finance each enrol at their first console sign-in, then work in their role', async () => {
    const t = createTestApp(db(), { config: { mode: 'demo' } });
    await seedDemoData(t.app, { catalogue: false });
    for (const role of ['admin', 'support', 'finance'] as const) {
      const { email, password } = demoAccounts[role];
      const signIn = await staffPasswordStep(t, email, password);
      expect(signIn.step, role).toBe('enrol');
      const done = await staffCodeStep(t, { challenge: signIn.challenge, code: staffCode(t, signIn.enrolment?.secret ?? '') });
      expect(done.recoveryCodes).toHaveLength(10);
      const me = await t.request('GET', '/v1/admin/me', { token: done.accessToken });
      expect(me.body).toMatchObject({ data: { email, role } });
    }
  });
});
