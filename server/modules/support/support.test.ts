import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUPPORT_EMAIL, supportReference } from '../../../contract';
import type { SupportRequestReceipt } from '../../../contract';
import { HOUR } from '../../clock';
import { createTestApp, uniqueEmail, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { runAdminCommand } from '../admin/commands';
import { supportRequests } from './schema';

const db = useTestDatabase();

// Limits run on Date.now (rate-limiter-flexible): t.advance moves a fake Date with the clock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const contact = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Chidi',
  lastname: 'Okafor',
  email: uniqueEmail('visitor'),
  phone: '0803 123 4567',
  service: 'Support Request',
  detail: 'My order says delivered but I never got it.\nWhat should I do?',
  ...overrides,
});

type Receipt = { data: SupportRequestReceipt };
type Refusal = { message: string; errors?: Record<string, string> };

function send(t: TestApp, json: unknown, options: { token?: string; address?: string } = {}) {
  return t.request<Receipt & Refusal>('POST', '/v1/support/requests', {
    json,
    token: options.token,
    headers: { 'x-forwarded-for': options.address ?? '10.0.0.1' },
  });
}

async function stored(id: string) {
  const [row] = await db().select().from(supportRequests).where(eq(supportRequests.id, id));
  return row;
}

describe('POST /v1/support/requests', () => {
  it('lists nothing before anything was sent', async () => {
    const t = createTestApp(db());
    expect(await runAdminCommand(t.services, 'support-requests', [])).toBe('No support requests.');
  });

  it("stores a visitor's message, acknowledges it to them and forwards it to support", async () => {
    const t = createTestApp(db());
    const body = contact();
    const response = await send(t, body);
    expect(response.status).toBe(201);
    const receipt = response.body.data;
    expect(receipt).toMatchObject({ email: body.email, service: 'Support Request', reference: supportReference(receipt.id) });
    expect(receipt.reference).toMatch(/^KS-[0-9A-F]{8}$/);
    expect(await stored(receipt.id)).toMatchObject({
      userId: null,
      source: 'contact',
      firstname: 'Chidi',
      lastname: 'Okafor',
      email: body.email,
      phone: '+2348031234567',
      service: 'Support Request',
      detail: body.detail,
    });

    await t.tasks.settle();
    const [acknowledgement] = t.mailbox.list(body.email);
    expect(acknowledgement?.subject).toBe(`We received your message (${receipt.reference})`);
    expect(acknowledgement?.text).toContain('Hello Chidi');
    expect(acknowledgement?.text).toContain(SUPPORT_EMAIL);
    // The sender's own text is not mailed back: the address may not be theirs.
    expect(acknowledgement?.text).not.toContain('never got it');
    const [forwarded] = t.mailbox.list(SUPPORT_EMAIL);
    expect(forwarded?.subject).toBe(`[Support Request] ${receipt.reference} from Chidi Okafor`);
    expect(forwarded?.text).toContain(`From: Chidi Okafor <${body.email}>`);
    expect(forwarded?.text).toContain('Phone: +2348031234567');
    expect(forwarded?.text).toContain('My order says delivered but I never got it.\nWhat should I do?');
    expect(forwarded?.text).toContain('a visitor (not signed in)');
  });

  it('answers 422 naming every missing field of a visitor, and stores nothing', async () => {
    const t = createTestApp(db());
    const response = await send(t, {});
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      firstname: 'First name is a required field',
      lastname: 'Last name is a required field',
      email: 'Email is a required field',
      phone: 'Phone is a required field',
      service: 'Service is a required field',
      detail: 'Detail is a required field',
    });
    expect(response.body.message).toBe('First name is a required field');
    await t.tasks.settle();
    expect(t.mailbox.list(SUPPORT_EMAIL)).toEqual([]);
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Email must be a valid email'],
    [{ phone: '12345' }, 'phone', 'Phone must be a valid Nigerian mobile number, e.g. 08012345678'],
    [{ phone: '   ' }, 'phone', 'Phone is a required field'],
    [{ service: 'Refund' }, 'service', 'Service must be General Inquiry, Support Request or Feedback'],
    [{ service: '' }, 'service', 'Service is a required field'],
    [{ detail: '  \n ' }, 'detail', 'Detail is a required field'],
    [{ detail: 'x'.repeat(2001) }, 'detail', 'Detail must be at most 2000 characters'],
    [{ detail: 'bad\u0000byte' }, 'detail', 'Detail must not contain control characters'],
    [{ firstname: 'Chi\ndi' }, 'firstname', 'First name must be a single line'],
    [{ lastname: 42 }, 'lastname', 'Last name must be text'],
  ])('answers 422 for %o, naming %s', async (change, field, message) => {
    const t = createTestApp(db());
    const response = await send(t, contact(change));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ [field]: message });
  });

  it('answers 422 for a body that is not an object and 400 for one that is not JSON', async () => {
    const t = createTestApp(db());
    const list = await send(t, 42);
    expect(list.status).toBe(422);
    expect(list.body.message).toBe('The request body must be a JSON object');
    const broken = await send(t, '{"firstname": ');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('The request body is not valid JSON');
    const empty = await t.request('POST', '/v1/support/requests');
    expect(empty.status).toBe(400);
  });

  it('takes a signed-in student from the session: the help centre sends phone, service interest and detail', async () => {
    const t = createTestApp(db());
    const student = await t.signUp({ firstname: 'Ada' });
    const response = await send(
      t,
      { phone: '+234 909 876 5432', service: 'Feedback', detail: 'Please add a dark mode.' },
      { token: student.accessToken },
    );
    expect(response.status).toBe(201);
    const row = await stored(response.body.data.id);
    expect(row).toMatchObject({
      source: 'help_center',
      firstname: 'Ada',
      lastname: 'Obi',
      email: student.email,
      phone: '+2349098765432',
      service: 'Feedback',
    });
    expect(row?.userId).toEqual(expect.any(String));
    await t.tasks.settle();
    expect(t.mailbox.list(student.email)[0]?.subject).toBe(`We received your message (${response.body.data.reference})`);
    expect(t.mailbox.list(SUPPORT_EMAIL)[0]?.text).toContain(`by account ${row?.userId}`);
  });

  it("names the help centre's fields when a signed-in student's form is wrong", async () => {
    const t = createTestApp(db());
    const student = await t.signUp();
    const response = await send(t, { service: 'Other', email: 'nope' }, { token: student.accessToken });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      email: 'Email must be a valid email',
      phone: 'Phone is a required field',
      service: 'Service interest must be General Inquiry, Support Request or Feedback',
      detail: 'Detail is a required field',
    });
  });

  it('lets a signed-in student on the contact page reply-to the name and e-mail they typed', async () => {
    const t = createTestApp(db());
    const student = await t.signUp();
    const body = contact({ firstname: 'Ngozi', email: uniqueEmail('other-address') });
    const response = await send(t, body, { token: student.accessToken });
    expect(response.status).toBe(201);
    expect(await stored(response.body.data.id)).toMatchObject({ source: 'contact', firstname: 'Ngozi', email: body.email });
    expect(response.body.data.email).toBe(body.email);
  });

  it('answers 401 to a token that is not a live session (so the browser renews it), and stores nothing', async () => {
    const t = createTestApp(db());
    const before = await db().select().from(supportRequests);
    const response = await send(t, contact(), { token: 'not-a-token' });
    expect(response.status).toBe(401);
    const student = await t.signUp();
    await t.request('POST', '/v1/auth/logout', { json: { refreshToken: student.refreshToken } });
    expect((await send(t, contact(), { token: student.accessToken })).status).toBe(401);
    expect(await db().select().from(supportRequests)).toHaveLength(before.length);
  });

  it('limits visitors per network address, and lifts the limit after an hour', async () => {
    const t = createTestApp(db());
    for (let i = 0; i < 10; i += 1) expect((await send(t, contact(), { address: '10.1.1.1' })).status).toBe(201);
    const refused = await send(t, contact(), { address: '10.1.1.1' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many messages sent. Try again in 60 minutes.');
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect((await send(t, contact(), { address: '10.1.1.2' })).status).toBe(201);
    t.advance(HOUR);
    expect((await send(t, contact(), { address: '10.1.1.1' })).status).toBe(201);
  });

  it('limits acknowledgements to one address, whoever asks for them', async () => {
    const t = createTestApp(db());
    const target = uniqueEmail('target');
    for (let i = 0; i < 5; i += 1)
      expect((await send(t, contact({ email: target }), { address: `10.2.0.${i}` })).status).toBe(201);
    expect((await send(t, contact({ email: target }), { address: '10.2.0.99' })).status).toBe(429);
    await t.tasks.settle();
    expect(t.mailbox.list(target)).toHaveLength(5);
  });

  it('limits a signed-in student per account, not per address', async () => {
    const t = createTestApp(db());
    const student = await t.signUp();
    const help = { phone: '08031234567', service: 'General Inquiry', detail: 'Hello' };
    for (let i = 0; i < 5; i += 1)
      expect((await send(t, help, { token: student.accessToken, address: `10.3.0.${i}` })).status).toBe(201);
    expect((await send(t, help, { token: student.accessToken, address: '10.3.0.50' })).status).toBe(429);
    const other = await t.signUp();
    expect((await send(t, help, { token: other.accessToken, address: '10.3.0.50' })).status).toBe(201);
  });

  it('lists the newest requests for an administrator with `support-requests [--limit N]`', async () => {
    const t = createTestApp(db());
    // Newer than what the tests before sent on their own clocks.
    t.advance(30 * 24 * HOUR);
    const first = (await send(t, contact({ detail: 'First message' }))).body.data;
    t.advance(1000);
    const second = (await send(t, contact({ service: 'Feedback', detail: 'Second message\non two lines' }))).body.data;
    const listed = await runAdminCommand(t.services, 'support-requests', ['--limit', '1']);
    expect(listed).toContain(second.reference);
    expect(listed).toContain('Feedback  (contact form, visitor)');
    expect(listed).toContain(`Chidi Okafor <${second.email}>  +2348031234567  id ${second.id}`);
    expect(listed).toContain('  | Second message\n  | on two lines');
    expect(listed).not.toContain(first.reference);
    const both = await runAdminCommand(t.services, 'support-requests', ['--limit', '2']);
    expect(both.indexOf(second.reference)).toBeLessThan(both.indexOf(first.reference));
    expect(await runAdminCommand(t.services, 'support-requests', [])).toContain(first.reference);
    for (const args of [['--limit'], ['--limit', '0'], ['--limit', 'ten'], ['--limit', '501'], ['10']])
      await expect(runAdminCommand(t.services, 'support-requests', args)).rejects.toThrow('support-requests takes --limit N');
  });
});
