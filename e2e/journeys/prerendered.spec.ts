import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { ACCESS_TOKEN_COOKIE } from '../../contract';
import { demoAccounts } from '../../server/db/seed-demo';
import { apiToken, listEvent, listProduct } from '../support/api';
import { failOnConsoleErrors, logIn, pressSpaceOn } from '../support/journey';

test.describe('pages rendered at build time', () => {
  test('show their content before any JavaScript runs, and keep the login form shut until then', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Buy, Sell, Trade Securely, Student to Student' })).toBeVisible();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    // Without React the password would be submitted in the URL: the form is disabled.
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    await context.close();
  });

  test('hydrate without a warning and then work', async ({ page }) => {
    const noConsoleErrors = failOnConsoleErrors(page, { allowedStatuses: [400] });
    await page.goto('/');
    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill('nobody@students.kampus.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-a-password-1');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
    noConsoleErrors();
  });
});

test.describe('listing pages rendered by the server', () => {
  const TITLE = 'Rendered on the server & "hydrated" after';
  test('show the product before any JavaScript runs, then hydrate without a warning, for a guest and a signed-in buyer', async ({
    browser,
    page,
    request,
  }) => {
    const product = await listProduct(request, demoAccounts.seller, {
      title: TITLE,
      priceKobo: 2_345_600,
      units: 3,
    });

    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(`/product/${product.slug}`);
    await expect(bare.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(bare.getByText('₦23,456').first()).toBeVisible();
    await expect(bare.getByRole('main').getByRole('img').first()).toBeVisible();
    await context.close();

    const noConsoleErrors = failOnConsoleErrors(page);
    const stylesheets: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('.css')) stylesheets.push(sent.url());
    });
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    // Hydrated: the stepper answers, and the buy link carries the quantity.
    await page.getByRole('button', { name: /Increase/ }).click();
    await expect(page.getByRole('link', { name: 'Buy Product Now' })).toHaveAttribute('href', /quantity=2/);
    // Its stylesheets came inline, and the app did not download them again.
    expect(stylesheets).toEqual([]);
    noConsoleErrors();

    await logIn(page, demoAccounts.buyer);
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    noConsoleErrors();
  });

  test('show an event before any JavaScript runs, then hydrate without a warning', async ({ browser, page, request }) => {
    const event = await listEvent(request, demoAccounts.seller, {
      title: 'Rendered Night & "Day"',
      tiers: [{ name: 'Regular', priceKobo: 500_000, quantity: 50 }],
    });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(`/ticket/${event.slug}`);
    await expect(bare.getByRole('heading', { level: 1, name: 'Rendered Night & "Day"' })).toBeVisible();
    await expect(bare.getByRole('link', { name: 'Get Ticket(s) Now' })).toBeVisible();
    await context.close();

    const noConsoleErrors = failOnConsoleErrors(page);
    await page.goto(`/ticket/${event.slug}`);
    // Hydrated: the description, read in the browser, is filled in.
    await expect(
      page.getByRole('region', { name: 'About Event' }).getByText('Rendered Night & "Day": music, food and friends.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Ticket(s) Now' })).toHaveAttribute(
      'href',
      `/ticket/purchase?event=${event.slug}`,
    );
    noConsoleErrors();
  });

  test('show /explore with the results its address asks for before any JavaScript runs, then hydrate and search', async ({
    browser,
    page,
    request,
  }) => {
    await listProduct(request, demoAccounts.seller, { title: 'Zebra-striped desk lamp', priceKobo: 1_250_000, units: 2 });
    await listEvent(request, demoAccounts.seller, {
      title: 'Hydration Gala',
      tiers: [{ name: 'Regular', priceKobo: 300_000, quantity: 20 }],
    });

    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto('/explore?search=zebra');
    await expect(bare.getByRole('heading', { level: 2, name: '1 product for “zebra”' })).toBeVisible();
    await expect(bare.getByRole('link', { name: /Zebra-striped desk lamp/ }).first()).toBeVisible();
    // Without React nothing would answer them: the controls wait, the listings' links work.
    await expect(bare.getByRole('searchbox', { name: 'Search products', exact: true })).toBeDisabled();
    await expect(bare.getByRole('combobox', { name: 'Sort by' })).toBeDisabled();
    await context.close();

    const noConsoleErrors = failOnConsoleErrors(page);
    await logIn(page, demoAccounts.buyer);
    await page.goto('/explore?type=tickets');
    await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search events', exact: true });
    await expect(search).toBeEnabled();
    await search.fill('hydration');
    await expect(page).toHaveURL(/search=hydration/);
    await expect(page.getByRole('heading', { level: 2, name: '1 event for “hydration”' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Hydration Gala/ }).first()).toBeVisible();
    noConsoleErrors();
  });

  test('answer a tab tapped before the page is hydrated, once it is', async ({ page, request }) => {
    const product = await listProduct(request, demoAccounts.seller, { title: 'Tapped early lamp', priceKobo: 800_000, units: 2 });
    const noConsoleErrors = failOnConsoleErrors(page);
    // The app's entry arrives late, as on a slow phone: the page shows, but has no handlers yet.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    // The build names scripts by their content hash: the entry is the one Vite's manifest gives index.html.
    const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
    const entry = manifest['index.html']?.file;
    if (!entry) throw new Error("Vite's manifest names no entry for index.html");
    await page.route(`**/${entry}`, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`/product/${product.slug}`, { waitUntil: 'commit' });
    const reviews = page.getByRole('tab', { name: 'Reviews' });
    await reviews.click();
    await expect(reviews).toHaveAttribute('aria-selected', 'false');
    release();
    await expect(reviews).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No reviews available.')).toBeVisible();
    noConsoleErrors();
  });
});

test.describe('the checkout rendered by the server for a signed-in buyer', () => {
  test('shows the item and the prefilled form before any JavaScript runs, then hydrates without a warning and works', async ({
    browser,
    page,
    request,
    baseURL,
  }) => {
    const product = await listProduct(request, demoAccounts.seller, {
      title: 'Rendered checkout kettle',
      priceKobo: 1_500_000,
      units: 4,
    });
    const address = `/checkout?product=${product.slug}&quantity=1`;

    // The browser holds the access token in its cookie, as the app keeps it after a login.
    const token = await apiToken(request, demoAccounts.buyer);
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([
      { name: ACCESS_TOKEN_COOKIE, value: encodeURIComponent(token), url: baseURL ?? '', sameSite: 'Strict' },
    ]);
    const bare = await context.newPage();
    const response = await bare.goto(address);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(bare.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(bare.getByRole('link', { name: 'Rendered checkout kettle' })).toBeVisible();
    await expect(bare.getByText('₦15,000').first()).toBeVisible();
    // The buyer's details are there, and the form waits for its handlers.
    const firstName = bare.getByRole('textbox', { name: 'First Name' });
    await expect(firstName).not.toHaveValue('');
    await expect(firstName).toBeDisabled();
    await expect(bare.getByRole('switch', { name: 'I agree to the escrow and refund policy' })).toBeDisabled();
    await context.close();

    const noConsoleErrors = failOnConsoleErrors(page);
    await logIn(page, demoAccounts.buyer);
    await page.goto(address);
    const agreement = page.getByRole('switch', { name: 'I agree to the escrow and refund policy' });
    await expect(agreement).toBeEnabled();
    await page.getByRole('button', { name: /Increase/ }).click();
    await expect(page).toHaveURL(/quantity=2/);
    await pressSpaceOn(agreement);
    await expect(page.getByRole('button', { name: 'Pay ₦30,000' })).toBeEnabled();
    noConsoleErrors();
  });
});

test.describe('the ticket purchase rendered by the server', () => {
  test('shows the tiers before any JavaScript runs, then hydrates without a warning for a guest and a buyer', async ({
    browser,
    page,
    request,
  }) => {
    const event = await listEvent(request, demoAccounts.seller, {
      title: 'Rendered Owambe',
      tiers: [{ name: 'Regular', priceKobo: 250_000, quantity: 30 }],
    });
    const address = `/ticket/purchase?event=${event.slug}`;

    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(address);
    await expect(bare.getByRole('heading', { level: 1, name: 'Buy tickets' })).toBeVisible();
    const bareRegular = bare.getByRole('list', { name: 'Ticket types' }).getByRole('listitem', { name: 'Regular' });
    await expect(bareRegular).toContainText('₦2,500');
    await expect(bareRegular.getByRole('button', { name: /Increase/ })).toBeDisabled();
    await expect(bare.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await context.close();

    const noConsoleErrors = failOnConsoleErrors(page);
    await page.goto(address);
    const regular = page.getByRole('list', { name: 'Ticket types' }).getByRole('listitem', { name: 'Regular' });
    await regular.getByRole('button', { name: /Increase/ }).click();
    await expect(page).toHaveURL(/tickets=/);
    noConsoleErrors();

    await logIn(page, demoAccounts.buyer);
    await page.goto(`${address}&tickets=${event.tiers[0]?.id ?? ''}:2`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Contact Details' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Email Address/ })).toHaveValue(demoAccounts.buyer.email);
    await expect(page.getByRole('button', { name: 'Pay ₦5,000' })).toBeEnabled();
    noConsoleErrors();
  });
});
