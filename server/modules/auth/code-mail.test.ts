import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { OutgoingMail } from '../../mail/mailer';
import { createTestApp, uniqueEmail, useTestDatabase } from '../../test/test-app';
import { users } from '../user/schema';
import { emailCodes } from './schema';

const db = useTestDatabase();

it("sends a code mail with its code's id as the idempotency key (its Message-ID over SMTP)", async () => {
  const sent: OutgoingMail[] = [];
  const t = createTestApp(db(), { mailer: { send: async (mail) => void sent.push(mail) } });
  const email = uniqueEmail();
  const registered = await t.request('POST', '/v1/auth/register', {
    json: { firstname: 'Ada', lastname: 'Obi', email, password: 'correct-horse' },
  });
  expect(registered.status).toBe(201);
  await t.tasks.settle();

  const [code] = await t.services.db
    .select({ id: emailCodes.id })
    .from(emailCodes)
    .innerJoin(users, eq(users.id, emailCodes.userId))
    .where(eq(users.email, email))
    .orderBy(desc(emailCodes.createdAt));
  expect(sent).toEqual([expect.objectContaining({ to: email, idempotencyKey: `code.${code!.id}` })]);
});
