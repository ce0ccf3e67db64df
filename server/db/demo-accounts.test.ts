import { describe, expect, it } from 'vitest';
import { createTestApp, useTestDatabase } from '../test/test-app';
import { existingDemoAccounts, seedDemoData } from './seed-demo';

const db = useTestDatabase();

describe('the demo accounts printed at start', () => {
  it('are read from the database, so every demo start prints them, and none where none were made', async () => {
    const t = createTestApp(db(), { config: { mode: 'demo' } });
    expect(await existingDemoAccounts(t.services.db)).toEqual([]);
    await seedDemoData(t.app, { catalogue: false });
    expect((await existingDemoAccounts(t.services.db)).map((a) => a.email)).toEqual([
      'buyer@kampus.ng',
      'seller@kampus.ng',
      'admin@kampus.ng',
      'support@kampus.ng',
      'finance@kampus.ng',
    ]);
  });
});
