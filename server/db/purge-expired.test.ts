import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DAY } from '../clock';
import { createTestApp, useTestDatabase } from '../test/test-app';
import { emailCodes } from './schema';
import { purgeExpired } from './purge-expired';
import { users } from './schema';

const db = useTestDatabase();

it('deletes expired codes in batches until none is left, with two purges at once, and keeps the live ones', async () => {
  const t = createTestApp(db());
  const account = await t.signUp();
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, account.email));
  const now = t.clock.now();
  const at = (ms: number) => sql`${new Date(now.getTime() + ms).toISOString()}::timestamptz`;
  // More than two batches expired over a day ago; a few that expired today are kept for reuse detection.
  await db().execute(sql`
    insert into email_codes (user_id, purpose, code_hash, expires_at, created_at)
    select ${user!.id}::uuid, 'verify_email', 'hash-' || i, case when i <= 1200 then ${at(-2 * DAY)} else ${at(-DAY / 2)} end, ${at(-3 * DAY)}
    from generate_series(1, 1210) i`);

  await Promise.all([purgeExpired(db(), now), purgeExpired(db(), now)]);

  const left = await db().select({ codeHash: emailCodes.codeHash }).from(emailCodes).where(eq(emailCodes.userId, user!.id));
  expect(left.filter((row) => row.codeHash.startsWith('hash-'))).toHaveLength(10);
});
