/**
 * /checkout and /ticket/purchase rendered on the server with their visitor's own answers, with a
 * stand-in for the app's server-side bundle (the real one is exercised by
 * e2e/journeys/prerendered.spec.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE, INITIAL_DATA_ELEMENT_ID, RENDERED_SIGNED_IN } from '../../contract';
import { sellerWithProduct } from '../modules/order/testing';
import { listEvent } from '../modules/ticket/testing';
import { isSafeApiPath } from './visitor-pages';
import { PAGE_HINTS_FILE } from './static-site';
import type { PageHints } from './static-site';
import { createTestApp, useTestDatabase } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const db = useTestDatabase();

const SHELL = `<!doctype html>
<html lang="en">
  <head><title>Kampus</title></head>
  <body><div id="root"></div></body>
</html>`;

/**
 * Asks for what the app's checkout (signed in only) and ticket purchase ask for, and renders the
 * listing's title, the buyer's first name and whether it was given a session.
 */
const FAKE_BUNDLE = `
export function firstRequests(url, signedIn) {
  const { pathname, searchParams } = new URL(url, 'http://x');
  const product = searchParams.get('product');
  if (signedIn && pathname === '/checkout' && product) return ['products/' + product, 'user', 'university', 'wallet'];
  const event = searchParams.get('event');
  if (pathname === '/ticket/purchase' && event) return ['events/' + event, ...(signedIn ? ['user'] : []), 'university'];
  return [];
}
export async function renderRoute(url, initialData, session) {
  const listing = Object.entries(initialData).find(([key]) => key.startsWith('products/') || key.startsWith('events/'))[1];
  const text = (value) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return '<main><h1>' + text(listing.title) + '</h1><p>' + text(initialData.user?.firstname ?? 'nobody') + '</p><p>' +
    (session ? 'signed in' : 'guest') + '</p></main>';
}`;

describe("/checkout and /ticket/purchase rendered with their visitor's own answers", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'kampus-signed-in-'));
  mkdirSync(path.join(root, 'prerendered'));
  mkdirSync(path.join(root, 'ssr'));
  writeFileSync(path.join(root, 'index.html'), SHELL);
  writeFileSync(path.join(root, 'ssr/prerender.mjs'), FAKE_BUNDLE);
  const render = { entry: 'ssr/prerender.mjs', styles: [] };
  const hints: PageHints = {
    product: { photoSizes: '100vw' },
    ticket: { photoSizes: '100vw' },
    checkout: { render },
    ticketPurchase: { render },
  };
  writeFileSync(path.join(root, 'prerendered', PAGE_HINTS_FILE), JSON.stringify(hints));
  let t: TestApp;
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  beforeAll(() => {
    t = createTestApp(db(), { config: { staticDir: root, publicOrigin: 'https://kampus.example' } });
  });

  /** GET `address` with the access-token cookie as the browser keeps it (URI-encoded). */
  const visit = (address: string, accessToken?: string) =>
    t.app.request(address, {
      headers: accessToken ? { Cookie: `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(accessToken)}` } : {},
    });

  it("renders the page with the visitor's own answers, marked signed in, and lets no cache keep it", async () => {
    const { product } = await sellerWithProduct(t, { title: 'Lamp <b>& shade</b>' });
    const buyer = await t.signUp({ firstname: 'Zainab' });
    const address = `/checkout?product=${product.slug}&quantity=2`;
    const res = await visit(address, buyer.accessToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const html = await res.text();

    expect(html).toContain(
      `<div id="root" data-session="${RENDERED_SIGNED_IN}"><main><h1>Lamp &lt;b>&amp; shade&lt;/b></h1><p>Zainab</p><p>signed in</p></main></div>`,
    );
    // Each answer is what the visitor's own GET gives, and the token itself is not in the page.
    const data = new RegExp(`<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('<');
    const own = async (apiPath: string) =>
      (await t.request<{ data: unknown }>('GET', `/v1/${apiPath}`, { token: buyer.accessToken })).body.data;
    const paths = [`products/${product.slug}`, 'user', 'university', 'wallet'];
    expect(JSON.parse(data ?? '')).toEqual(Object.fromEntries(await Promise.all(paths.map(async (p) => [p, await own(p)]))));
    expect(html).not.toContain(buyer.accessToken);
  });

  it('sends the plain shell to a guest, to an expired or forged token, and when a first request is refused', async () => {
    const { product } = await sellerWithProduct(t, { title: 'Desk fan' });
    const buyer = await t.signUp();
    const shellOnly = async (address: string, accessToken?: string) => {
      const res = await visit(address, accessToken);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html, address).toContain('<div id="root"></div>');
      expect(html).not.toContain(INITIAL_DATA_ELEMENT_ID);
    };
    await shellOnly(`/checkout?product=${product.slug}`);
    await shellOnly(`/checkout?product=${product.slug}`, 'not-a-token');
    await shellOnly('/checkout?product=no-such-product', buyer.accessToken);
    await shellOnly('/checkout', buyer.accessToken);
    // Only /checkout is rendered signed in.
    await shellOnly('/dashboard', buyer.accessToken);
    // A crafted product cannot steer a call to another endpoint.
    await shellOnly('/checkout?product=..%2Forders', buyer.accessToken);
    await shellOnly('/checkout?product=x%3Fa%3D1%23', buyer.accessToken);

    // Access tokens live 15 minutes: an expired one is refused like any other call.
    t.clock.advance(16 * 60 * 1000);
    await shellOnly(`/checkout?product=${product.slug}`, buyer.accessToken);
  });

  it('renders /ticket/purchase for a guest with the public answers, and for a buyer with theirs', async () => {
    const { seller } = await sellerWithProduct(t, { title: 'Any product' });
    const event = await listEvent(t, seller, { title: 'Jazz & <Wine>' }, new Date('2031-03-01T15:00:00Z'));
    const address = `/ticket/purchase?event=${event.slug}&tickets=1`;
    const dataOf = (html: string) =>
      JSON.parse(
        new RegExp(`<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1] ?? '',
      );
    const publicAnswer = async (apiPath: string, token?: string) =>
      (await t.request<{ data: unknown }>('GET', `/v1/${apiPath}`, token ? { token } : {})).body.data;

    const guest = await visit(address);
    expect(guest.headers.get('Cache-Control')).toBe('no-cache');
    const guestHtml = await guest.text();
    expect(guestHtml).toContain('<div id="root"><main><h1>Jazz &amp; &lt;Wine></h1><p>nobody</p><p>guest</p></main></div>');
    expect(dataOf(guestHtml)).toEqual({
      [`events/${event.slug}`]: await publicAnswer(`events/${event.slug}`),
      university: await publicAnswer('university'),
    });

    const buyer = await t.signUp({ firstname: 'Kelechi' });
    const signedIn = await visit(address, buyer.accessToken);
    expect(signedIn.headers.get('Cache-Control')).toBe('private, no-store');
    const html = await signedIn.text();
    expect(html).toContain(
      `<div id="root" data-session="${RENDERED_SIGNED_IN}"><main><h1>Jazz &amp; &lt;Wine></h1><p>Kelechi</p>`,
    );
    expect(Object.keys(dataOf(html))).toEqual([`events/${event.slug}`, 'user', 'university']);
    expect(dataOf(html).user).toEqual(await publicAnswer('user', buyer.accessToken));

    // No event, or an unknown one: the plain shell.
    for (const bare of ['/ticket/purchase', '/ticket/purchase?event=nothing-here']) {
      expect(await (await visit(bare)).text()).toContain('<div id="root"></div>');
    }
  });

  it('only calls the API paths a page may ask for', () => {
    for (const ok of ['user', 'products/iphone-12-128gb', 'university', 'products?page=1&search=a%20b', 'a.b/c~d_e-f'])
      expect(isSafeApiPath(ok), ok).toBe(true);
    for (const bad of [
      '',
      '../orders',
      'products/../orders',
      'products/..',
      './user',
      'products/',
      '/user',
      'a//b',
      'a#b',
      'a b',
      'a\\b',
    ])
      expect(isSafeApiPath(bad), bad).toBe(false);
  });
});
