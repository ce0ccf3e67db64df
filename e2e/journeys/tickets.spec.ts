import { expect, test } from '@playwright/test';
import { demoAccounts } from '../../server/db/seed-demo';
import { apiToken, listEvent, walletOf } from '../support/api';
import { failOnConsoleErrors, logIn } from '../support/journey';
import { admin } from '../support/server';

/** The platform fee on release: 3 % of the ticket total (the server's default). */
const feeOf = (totalKobo: number) => Math.floor((totalKobo * 300) / 10_000);

/**
 * Tickets end to end: the buyer picks 2 Regular and 1 Table For 8 for an event, pays on the
 * sandbox's page and sees ten QR tickets; the organiser checks one in by typing its code, and a
 * second attempt says it was already used; once the clock passes the event's end + 24 h, the
 * organiser's available balance rises by the sales less the fee.
 */
test('a buyer buys tickets, the organiser checks one in, and is paid a day after the event', async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const event = await listEvent(request, demoAccounts.seller, {
    title: 'Unilag Freshers Night 2026',
    tiers: [
      { name: 'Regular', priceKobo: 2_450_000, quantity: 100 },
      { name: 'VIP', priceKobo: 4_000_000, quantity: 20 },
      { name: 'Table For 8', priceKobo: 18_000_000, quantity: 5, seatsPerTicket: 8 },
    ],
  });
  const totalKobo = 2 * 2_450_000 + 18_000_000;
  const before = await walletOf(request, demoAccounts.seller);
  const buyerConsole = failOnConsoleErrors(page);

  // The buyer chooses on the event page's purchase screen.
  await logIn(page, demoAccounts.buyer);
  await page.goto(`/ticket/${event.slug}`);
  await page.getByRole('link', { name: 'Get Ticket(s) Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/ticket/purchase\\?event=${event.slug}`));
  const types = page.getByRole('list', { name: 'Ticket types' });
  const regular = types.getByRole('listitem', { name: 'Regular' });
  await regular.getByRole('button', { name: /Increase/ }).click();
  await regular.getByRole('button', { name: /Increase/ }).click();
  await types
    .getByRole('listitem', { name: 'Table For 8' })
    .getByRole('button', { name: /Increase/ })
    .click();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('₦229,000');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Contact Details: prefilled from the account where it can be, the rest typed.
  await expect(page.getByRole('heading', { name: 'Contact Details' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Email Address/ })).toHaveValue(demoAccounts.buyer.email);
  await page.getByRole('textbox', { name: /^Phone Number/ }).fill('+234 803 123 4567');
  // The list opens from its toggle whether the field is still its stand-in or already the real one.
  await page.getByRole('button', { name: 'Show suggestions University' }).click();
  await page.getByRole('option', { name: 'University of Lagos', exact: true }).click();
  await expect(page.getByRole('combobox', { name: /^University/ })).toHaveValue('University of Lagos');
  await page.getByRole('textbox', { name: /^Address in University/ }).fill('Moremi Hall, Block B, Room 12');
  await page.getByRole('textbox', { name: /^Closest Landmark/ }).fill('Opposite the Faculty of Science gate');
  await page.getByRole('button', { name: 'Pay ₦229,000' }).click();

  // The sandbox's payment page, then back to Kampus, which waits for the verified payment.
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/ticket\/purchase\/return\?reference=ktk_/);
  await expect(page.getByRole('heading', { name: 'Your tickets are ready!' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('link', { name: 'See your tickets' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tickets\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Your tickets (10)' })).toBeVisible();
  const tickets = page.getByRole('list', { name: 'Tickets' });
  await expect(tickets.getByRole('listitem')).toHaveCount(10);
  await expect(tickets.getByRole('img', { name: /^QR code of ticket \d+/ })).toHaveCount(10);
  await expect(tickets.getByText('Seat 8 of 8')).toBeVisible();

  // The first ticket's code, as the buyer reads it under its QR.
  const code = (await tickets.getByRole('listitem').first().locator('code').textContent()) ?? '';
  expect(code.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);

  // The organiser, on their own phone at the gate: types the code.
  const organiserContext = await browser.newContext();
  const organiser = await organiserContext.newPage();
  const organiserConsole = failOnConsoleErrors(organiser);
  await logIn(organiser, demoAccounts.seller);
  await organiser.goto(`/seller/dashboard/events/${event.id}/check-in`);
  await expect(organiser.getByRole('progressbar', { name: 'Checked in 0 of 10' })).toBeVisible();
  const result = organiser.getByRole('status', { name: 'Check-in result' });
  await organiser.getByRole('textbox', { name: 'Ticket code' }).fill(code.toLowerCase());
  await organiser.getByRole('button', { name: 'Check in' }).click();
  await expect(result).toContainText('Admitted');
  await expect(result).toContainText('Regular');
  await expect(organiser.getByRole('progressbar', { name: 'Checked in 1 of 10' })).toBeVisible();
  await organiser.getByRole('textbox', { name: 'Ticket code' }).fill(code);
  await organiser.getByRole('button', { name: 'Check in' }).click();
  await expect(result).toContainText('Already used');
  await expect(organiser.getByRole('progressbar', { name: 'Checked in 1 of 10' })).toBeVisible();

  // The buyer's ticket now shows it was used.
  await page.reload();
  await expect(tickets.getByRole('listitem').first()).toContainText(/Checked in/);

  // Nothing is paid before the event ends + 24 h; once the clock passes it, the organiser is.
  const dayAfter = new Date(Date.parse(event.endsAt) + 24 * 3_600_000 + 60_000).toISOString();
  expect(admin('tickets-release', '--as-of', new Date(Date.parse(event.endsAt)).toISOString())).toMatch(
    /0 ticket order\(s\) released/,
  );
  expect((await walletOf(request, demoAccounts.seller)).availableKobo).toBe(before.availableKobo);
  expect(admin('tickets-release', '--as-of', dayAfter)).toMatch(/1 ticket order\(s\) released/);
  const after = await walletOf(request, demoAccounts.seller);
  expect(after.availableKobo - before.availableKobo).toBe(totalKobo - feeOf(totalKobo));

  // The organiser sees it in their wallet; the buyer's order is completed.
  await organiser.goto('/seller/dashboard/wallet');
  await expect(organiser.getByText(`Tickets: ${event.title}`).first()).toBeVisible();
  const buyerToken = await apiToken(request, demoAccounts.buyer);
  const orders = await request.get('/v1/ticket-orders?status=completed', { headers: { authorization: `Bearer ${buyerToken}` } });
  expect(((await orders.json()) as { data: { event: { id: string } }[] }).data.map((order) => order.event.id)).toContain(
    event.id,
  );

  buyerConsole();
  organiserConsole();
  await organiserContext.close();
});
