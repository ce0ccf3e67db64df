import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from '../../server/db/seed-demo';
import { photoFile } from '../support/images';
import { expectToast, failOnConsoleErrors, logIn, registerAndVerify, type Student } from '../support/journey';
import { freshEmail } from '../support/server';

const fan = {
  title: 'Binatone 16-inch Standing Fan',
  // The title as a hurried thumb types it: two letters swapped.
  misspelt: 'Binatoen standing fan',
  corrected: 'binatone standing fan',
  price: { typed: '45000', shown: '₦45,000' },
  newPrice: { typed: '39,500', shown: '₦39,500' },
};

/** The photos a seller picks: three different pictures. */
const fanPhotos = () =>
  Promise.all([
    photoFile('fan-front.jpg', '#9fc5e8', '#1f3b57'),
    photoFile('fan-side.jpg', '#b6d7a8', '#274e13'),
    photoFile('fan-box.jpg', '#f9cb9c', '#783f04'),
  ]);

/** Searches /explore's product search box, submitting with Enter, as a buyer does. */
async function searchProducts(page: Page, text: string): Promise<void> {
  await page.goto('/explore');
  const box = page.getByRole('searchbox', { name: 'Search products', exact: true });
  await box.fill(text);
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]search=/);
}

/** The filter panel beside the results: a price range in naira, then Apply. */
async function applyPriceRange(page: Page, min: string, max: string): Promise<void> {
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const range = filters.getByRole('group', { name: 'Price Range' });
  await range.getByRole('textbox', { name: 'Min (₦)' }).fill(min);
  await range.getByRole('textbox', { name: 'Max (₦)' }).fill(max);
  await filters.getByRole('button', { name: 'Apply', exact: true }).click();
}

/**
 * The catalogue end to end, on a fresh database: the demo seller lists a product with three
 * photos through the form; a buyer finds it by a misspelt search, narrows by price, opens it,
 * saves it and sees it in Saved items; the seller's new price reaches the buyer's page; once
 * the seller deletes it, search no longer finds it and its page is not found.
 */
test('a seller lists, edits and deletes a product; a buyer finds, filters, opens and saves it', async ({ page, browser }) => {
  // Two people, uploads and image re-encoding: three times the default time on a busy machine.
  test.slow();
  const seller = page;
  const sellerConsole = failOnConsoleErrors(seller);
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  // The deleted product's page answers 404 at the end.
  const buyerConsole = failOnConsoleErrors(buyer, { allowedStatuses: [404] });

  // The demo seller (KYC approved) opens Listings in the seller dashboard: nothing listed yet.
  await logIn(seller, demoAccounts.seller);
  await seller.goto('/seller/dashboard');
  await expect(seller).toHaveURL(/\/seller\/dashboard\/profile$/);
  await seller.getByRole('link', { name: 'Listings', exact: true }).click();
  await expect(seller.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible();
  await expect(seller.getByText('You have no product listings yet')).toBeVisible();
  await seller.getByRole('link', { name: 'Create New product Listing' }).click();
  await expect(seller.getByRole('heading', { level: 1, name: 'Create New product Listing' })).toBeVisible();

  // The Create Product form: name, category, three photos from the file picker, a description
  // with a bold phrase, units, condition, price; campus-only left at No.
  const form = seller.getByRole('form', { name: 'Create product' });
  await form.getByRole('textbox', { name: 'Product Name' }).fill(fan.title);
  await form.getByRole('button', { name: /Category/ }).click();
  await seller.getByRole('option', { name: 'Gadgets', exact: true }).click();
  const photoField = form.getByRole('group', { name: 'Photos' });
  await expect(photoField).toHaveAccessibleDescription(/Add at least 3 photos/);
  const picking = seller.waitForEvent('filechooser');
  await photoField.getByRole('button', { name: 'Choose files' }).click();
  await (await picking).setFiles(await fanPhotos());
  // The photos in the order picked, whatever order their uploads finish in; the first is the cover.
  const photos = form.getByRole('grid', { name: 'Photos files' });
  await expect(photos.getByRole('row')).toHaveCount(3);
  await expect(form.getByRole('list', { name: 'Photos uploads' })).toHaveCount(0);
  await expect(photos.getByRole('row').first()).toHaveAccessibleName('Photo 1 of 3, cover');

  const description = form.getByRole('textbox', { name: 'Description' });
  await description.click();
  await seller.keyboard.insertText('Three speeds and a wide swing. ');
  await seller.keyboard.press('ControlOrMeta+b');
  await seller.keyboard.insertText('Quiet enough for a shared room.');
  await seller.keyboard.press('ControlOrMeta+b');
  await expect(description.locator('strong')).toHaveText('Quiet enough for a shared room.');

  await form.getByRole('textbox', { name: 'Number of units available' }).fill('4');
  await form.getByRole('button', { name: /Condition/ }).click();
  await seller.getByRole('option', { name: 'Used - like new' }).click();
  await form.getByRole('textbox', { name: 'Price (₦)' }).fill(fan.price.typed);
  const campusOnly = form.getByRole('radiogroup', { name: 'Available to your campus students only?' });
  await expect(campusOnly.getByRole('radio', { name: 'No', exact: true })).toBeChecked();
  await form.getByRole('button', { name: 'List Product' }).click();
  await expectToast(seller, 'Your product is listed');
  await expect(seller).toHaveURL(/\/seller\/dashboard\/listings\?type=products$/);
  const sellerRow = seller.getByRole('listitem', { name: fan.title });
  await expect(sellerRow.getByText(fan.price.shown)).toBeVisible();
  await expect(sellerRow.getByRole('switch', { name: `${fan.title} active` })).toBeChecked();

  // A buyer misspells it and still finds it, as the only product, and is told what was searched for.
  await logIn(buyer, demoAccounts.buyer);
  await searchProducts(buyer, fan.misspelt);
  await expect(buyer.getByRole('heading', { name: '1 product', exact: true })).toBeVisible();
  await expect(buyer.getByText(`Showing results for "${fan.corrected}"`)).toBeVisible();
  const card = buyer.getByRole('article', { name: fan.title });
  await expect(card.getByText(fan.price.shown)).toBeVisible();

  // The price range: one above its price leaves nothing, one around it brings it back.
  await applyPriceRange(buyer, '50000', '');
  await expect(buyer).toHaveURL(/minPrice=50000/);
  await expect(buyer.getByText('No products match your search')).toBeVisible();
  await applyPriceRange(buyer, '40,000', '50,000');
  await expect(buyer).toHaveURL(/minPrice=40000/);
  await expect(buyer).toHaveURL(/maxPrice=50000/);
  await expect(buyer).toHaveURL(/[?&]search=/);
  await card.getByRole('link', { name: fan.title }).click();

  // Its page: title, price, three photos, the description as the seller formatted it.
  await expect(buyer).toHaveURL(/\/product\/binatone-16-inch-standing-fan$/);
  await expect(buyer.getByRole('heading', { level: 1, name: fan.title })).toBeVisible();
  // The page is named after the product, and a screen reader is told the page changed.
  await expect(buyer).toHaveTitle(`${fan.title} · Kampus`);
  await expect(buyer.locator('#page-announcer')).toHaveText(`${fan.title} · Kampus`);
  await expect(buyer.getByText(fan.price.shown, { exact: true }).first()).toBeVisible();
  await expect(buyer.getByRole('listbox', { name: 'Product photos' }).getByRole('option')).toHaveCount(3);
  await expect(buyer.getByRole('tabpanel', { name: 'Description' }).locator('strong')).toHaveText(
    'Quiet enough for a shared room.',
  );

  // Save toggles: saved, unsaved, saved again.
  const save = buyer.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expectToast(buyer, 'Saved to your saved items');
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await save.click();
  await expectToast(buyer, 'Removed from your saved items');
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');

  // The buyer dashboard's Saved items lists it, and leads back to it.
  await buyer.goto('/dashboard/profile');
  await buyer.getByRole('link', { name: 'Saved items', exact: true }).click();
  await expect(buyer).toHaveURL(/\/dashboard\/saved-items$/);
  await expect(buyer.getByText('You have 1 saved item')).toBeVisible();
  await buyer.getByRole('article', { name: fan.title }).getByRole('link', { name: fan.title }).click();
  await expect(buyer).toHaveURL(/\/product\/binatone-16-inch-standing-fan$/);
  await expect(buyer.getByText(fan.price.shown, { exact: true }).first()).toBeVisible();

  // The seller lowers the price in the same form, filled with the listing.
  await sellerRow.getByRole('link', { name: `Edit ${fan.title}` }).click();
  await expect(seller.getByRole('heading', { level: 1, name: 'Edit product listing' })).toBeVisible();
  const edit = seller.getByRole('form', { name: 'Edit product' });
  await expect(edit.getByRole('textbox', { name: 'Product Name' })).toHaveValue(fan.title);
  await expect(edit.getByRole('grid', { name: 'Photos files' }).getByRole('row')).toHaveCount(3);
  const price = edit.getByRole('textbox', { name: 'Price (₦)' });
  await expect(price).toHaveValue(fan.price.typed);
  await price.fill(fan.newPrice.typed);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(seller, 'Your changes are saved');
  await expect(sellerRow.getByText(fan.newPrice.shown)).toBeVisible();

  // The buyer, still on the product page, reloads it and sees the new price.
  await buyer.reload();
  await expect(buyer.getByRole('heading', { level: 1, name: fan.title })).toBeVisible();
  await expect(buyer.getByText(fan.newPrice.shown, { exact: true }).first()).toBeVisible();
  await expect(buyer.getByText(fan.price.shown, { exact: true })).toHaveCount(0);

  // The seller deletes it, after confirming.
  await sellerRow.getByRole('button', { name: `Delete ${fan.title}` }).click();
  const confirm = seller.getByRole('alertdialog', { name: `Delete '${fan.title}'?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(seller, `'${fan.title}' was deleted`);
  await expect(seller.getByText('You have no product listings yet')).toBeVisible();

  // Search no longer finds it, and its page is the not-found page.
  const productUrl = buyer.url();
  await searchProducts(buyer, fan.misspelt);
  await expect(buyer.getByText('No products match your search')).toBeVisible();
  await buyer.goto(productUrl);
  await expect(buyer.getByRole('heading', { level: 1, name: '404 Oops! Page not found.' })).toBeVisible();

  sellerConsole();
  buyerConsole();
  await buyerContext.close();
});

test('a signed-in user whose KYC is not approved cannot list, from the seller dashboard or the API', async ({
  page,
  context,
  request,
}) => {
  const noConsoleErrors = failOnConsoleErrors(page);
  const student: Student = {
    firstname: 'Kemi',
    lastname: 'Adeyemi',
    email: freshEmail('no-kyc'),
    password: 'not-yet-a-seller-1',
  };
  await registerAndVerify(page, request, student);
  await logIn(page, student);

  // The create form sends them to KYC, saying why.
  await page.goto('/seller/dashboard/listings/create?type=products');
  await expectToast(page, 'Submit KYC, to start selling');
  await expect(page).toHaveURL(/\/kyc$/);
  await expect(page.getByRole('form', { name: 'Create product' })).toHaveCount(0);

  // The API refuses the same listing with their bearer token, even with valid photos and fields.
  const session = (await context.cookies()).find((cookie) => cookie.name === 'kampus.accessToken');
  if (!session) throw new Error('The login left no access token');
  const authorization = `Bearer ${decodeURIComponent(session.value)}`;
  const imageKeys: string[] = [];
  for (const photo of await fanPhotos()) {
    const upload = await request.post('/v1/file/upload', {
      headers: { authorization },
      multipart: { file: photo, visibility: 'public' },
    });
    expect(upload.status()).toBe(201);
    imageKeys.push(((await upload.json()) as { data: { result: { key: string } } }).data.result.key);
  }
  const title = 'Rechargeable Reading Lamp';
  const listing = await request.post('/v1/products', {
    headers: { authorization },
    data: {
      title,
      category: 'Gadgets',
      descriptionHtml: '<p>Six hours on a charge, for NEPA nights.</p>',
      unitsAvailable: 4,
      condition: 'like_new',
      priceKobo: 850_000,
      campusOnly: false,
      imageKeys,
    },
  });
  expect(listing.status()).toBe(403);
  expect(await listing.json()).toMatchObject({ message: expect.stringMatching(/verified sellers/) });
  const search = await request.get(`/v1/products?search=${encodeURIComponent(title)}`);
  expect(((await search.json()) as { page: { total: number } }).page.total).toBe(0);

  noConsoleErrors();
});
