import { expect, test } from '@playwright/test';
import { failOnConsoleErrors } from '../support/journey';
import { admin, freshEmail } from '../support/server';

const SUPPORT_EMAIL = 'support@kampus.ng';

interface Mail {
  to: string;
  subject: string;
  text: string;
}

test.describe('support', () => {
  test('a visitor sends the contact form: support receives it, the visitor gets a confirmation, an admin lists it', async ({
    page,
    request,
  }) => {
    const noConsoleErrors = failOnConsoleErrors(page);
    const email = freshEmail('contact');
    const detail = `My order has not arrived (${email}).`;

    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('textbox', { name: 'First name' }).fill('Chidi');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Okafor');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByRole('textbox', { name: 'Phone' }).fill('08031234567');
    await form.getByRole('button', { name: /Service/ }).click();
    await page.getByRole('option', { name: 'Support Request' }).click();
    await form.getByRole('textbox', { name: 'Detail' }).fill(detail);
    await form.getByRole('button', { name: 'Send message' }).click();

    const sent = page.getByRole('status').filter({ hasText: 'Message sent' });
    await expect(sent).toContainText(`We sent a confirmation to ${email}`);
    const reference = (await sent.locator('span').last().textContent()) ?? '';
    expect(reference).toMatch(/^KS-[0-9A-F]{8}$/);

    const mails = async (to: string) =>
      ((await (await request.get(`/v1/dev/mail?to=${encodeURIComponent(to)}`)).json()) as { data: Mail[] }).data;
    await expect
      .poll(async () => (await mails(SUPPORT_EMAIL)).find((mail) => mail.subject.includes(reference))?.text ?? '')
      .toContain(detail);
    const forwarded = (await mails(SUPPORT_EMAIL)).find((mail) => mail.subject.includes(reference));
    expect(forwarded?.subject).toBe(`[Support Request] ${reference} from Chidi Okafor`);
    expect(forwarded?.text).toContain(`From: Chidi Okafor <${email}>`);
    await expect.poll(async () => (await mails(email))[0]?.subject).toBe(`We received your message (${reference})`);

    expect(admin('support-requests', '--limit', '50')).toContain(`${reference} `);
    noConsoleErrors();
  });

  test('the information pages are readable before any JavaScript runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const [path, title] of [
      ['/how-it-works', 'How Kampus works'],
      ['/about', 'About Kampus'],
      ['/terms-and-condition', 'Terms & Conditions'],
      ['/privacy', 'Privacy Policy'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
    await expect(page.getByText(/NIN/).first()).toBeVisible();
    await context.close();
  });
});
