/**
 * Product, event and /explore pages rendered on each request, with a stand-in for the app's server-side bundle (the
 * real one is exercised by the e2e journey in e2e/journeys/prerendered.spec.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID } from '../../contract';
import type { Logger } from '../logger';
import { sellerWithProduct } from '../modules/order/testing';
import { listEvent } from '../modules/ticket/testing';
import { pageRenderer, scriptSafeJson } from './page-render';
import { PAGE_HINTS_FILE } from './static-site';
import type { PageHints } from './static-site';
import { createTestApp, useTestDatabase } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const db = useTestDatabase();

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Kampus</title>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * Renders the listing it was given (its title, a script-like title as text), or the titles of the
 * list it was given; asks for /explore's list as the app does, with its search.
 */
const FAKE_BUNDLE = `
export async function renderRoute(url, initialData) {
  if (url.includes('explode')) throw new Error('the page failed to render');
  const [answer] = Object.values(initialData);
  const title = answer.data ? answer.data.map((item) => item.title).join(', ') : answer.title;
  const text = String(title).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return '<main><h1>' + text + '</h1><p>' + url + '</p></main>';
}
export function firstRequests(url) {
  const params = new URL(url, 'http://x').searchParams;
  if (params.has('confused')) throw new Error('no idea');
  if (params.has('refused')) return ['products?pageSize=1000'];
  const type = params.get('type') === 'tickets' ? 'events' : 'products';
  return [type + '?' + new URLSearchParams({ page: '1', pageSize: '12', sort: 'relevance', search: params.get('search') ?? '' })];
}`;

function memoryLogger() {
  const errors: string[] = [];
  const logger: Logger = { info: () => {}, warn: () => {}, error: (message) => void errors.push(message) };
  return { logger, errors };
}

describe('product and event pages rendered on the server', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'kampus-render-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, 'prerendered'));
  mkdirSync(path.join(root, 'ssr'));
  writeFileSync(path.join(root, 'index.html'), SHELL);
  writeFileSync(path.join(root, 'assets/index-1.css'), 'body{margin:0}');
  // A page's CSS as large as a real one's, so the page is large enough to be compressed.
  const PRODUCT_CSS = Array.from({ length: 300 }, (_, i) => `.photo-${i}{width:${i}px}`).join('');
  writeFileSync(path.join(root, 'assets/product-1.css'), PRODUCT_CSS);
  writeFileSync(path.join(root, 'ssr/prerender.mjs'), FAKE_BUNDLE);
  const render = { entry: 'ssr/prerender.mjs', styles: ['assets/product-1.css'] };
  const hints: PageHints = {
    product: { photoSizes: '100vw', render },
    ticket: { photoSizes: '100vw', render },
    explore: { render },
  };
  writeFileSync(path.join(root, 'prerendered', PAGE_HINTS_FILE), JSON.stringify(hints));
  let t: TestApp;
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  beforeAll(() => {
    t = createTestApp(db(), { config: { staticDir: root, publicOrigin: 'https://kampus.example' } });
  });

  it('sends the product page rendered, with its answer for the client and its CSS inline, compressed', async () => {
    const { product } = await sellerWithProduct(t, { title: 'Casio </script><script>alert(1)</script> & co' });
    const res = await t.app.request(`/product/${product.slug}`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toBe('Accept-Encoding');
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8');

    expect(html).toContain(
      `<div id="root"><main><h1>Casio &lt;/script>&lt;script>alert(1)&lt;/script> &amp; co</h1><p>/product/${product.slug}</p></main></div>`,
    );
    // The answer the page was rendered with, as the client's GET of it would give it, and no way out of its script.
    const data = new RegExp(`<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('<');
    const guestAnswer = (await t.request<{ data: unknown }>('GET', `/v1/products/${product.slug}`)).body.data;
    expect(JSON.parse(data ?? '')).toEqual({ [`products/${product.slug}`]: guestAnswer });
    expect(html.match(/<script/g)).toHaveLength(1);
    // Every stylesheet inline: the shell's and the page's.
    expect(html).toContain('<style data-href="/assets/index-1.css">body{margin:0}</style>');
    expect(html).toContain(`<style data-href="/assets/product-1.css">${PRODUCT_CSS}</style>`);
    // Beside each, a disabled link (never fetched) that tells the app's loader not to fetch it again.
    expect(html).toContain('<link rel="stylesheet" href="/assets/product-1.css" disabled>');
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)?.every((link) => link.endsWith(' disabled>'))).toBe(true);
    // The link preview is still there.
    expect(html).toContain('<meta property="og:title"');
  });

  it("renders an event's page the same way, with the event as a guest's GET answers it", async () => {
    const { seller } = await sellerWithProduct(t, { title: 'Any product' });
    const event = await listEvent(
      t,
      seller,
      { title: 'Unilag Tech Summit', venue: 'Main Auditorium' },
      new Date('2031-03-01T15:00:00Z'),
    );
    const html = await (await t.app.request(`/ticket/${event.slug}`)).text();
    expect(html).toContain(`<div id="root"><main><h1>Unilag Tech Summit</h1><p>/ticket/${event.slug}</p></main></div>`);
    const data = new RegExp(`<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
    const guestAnswer = (await t.request<{ data: unknown }>('GET', `/v1/events/${event.slug}`)).body.data;
    expect(JSON.parse(data ?? '')).toEqual({ [`events/${event.slug}`]: guestAnswer });
  });

  it("renders /explore with the list its address asks for, as a guest's GET of that list answers it", async () => {
    await sellerWithProduct(t, { title: 'Quokka plush toy' });
    await sellerWithProduct(t, { title: 'Quokka <b>mug</b>' });
    const res = await t.app.request('/explore?search=quokka', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    const html = brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    const key = 'products?page=1&pageSize=12&sort=relevance&search=quokka';
    const guestAnswer = (await t.request<{ data: Array<{ title: string }> }>('GET', `/v1/${key}`)).body;
    expect(guestAnswer.data.map((item) => item.title).sort()).toEqual(['Quokka <b>mug</b>', 'Quokka plush toy']);
    const titles = guestAnswer.data.map((item) => item.title.replace(/</g, '&lt;')).join(', ');
    expect(html).toContain(`<div id="root"><main><h1>${titles}</h1><p>/explore?search=quokka</p></main></div>`);
    const data = new RegExp(`<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">(.*?)</script>`).exec(html)?.[1];
    expect(data).not.toContain('<');
    expect(JSON.parse(data ?? '')).toEqual({ [key]: guestAnswer });
    expect(html).toContain(`<style data-href="/assets/product-1.css">`);

    const events = await (await t.app.request('/explore?type=tickets&search=nothing-like-it')).text();
    expect(events).toContain('<div id="root"><main><h1></h1><p>/explore?type=tickets&search=nothing-like-it</p></main></div>');
  });

  it('sends /explore as the plain shell when its list cannot be read or the bundle cannot say what it asks for', async () => {
    for (const address of ['/explore?refused=1', '/explore?confused=1']) {
      const html = await (await t.app.request(address)).text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(INITIAL_DATA_ELEMENT_ID);
    }
  });

  it('sends the plain shell for a page that is not an active listing, or when rendering fails', async () => {
    const { seller, product } = await sellerWithProduct(t, { title: 'Hidden Lamp' });
    await t.request('PATCH', `/v1/products/${product.id}`, { token: seller.token, json: { status: 'inactive' } });
    for (const address of [`/product/${product.slug}`, '/product/no-such-thing', '/ticket/nothing', '/explore/']) {
      const html = await (await t.app.request(address)).text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).not.toContain(INITIAL_DATA_ELEMENT_ID);
    }

    const { logger, errors } = memoryLogger();
    const renderer = pageRenderer(root, render, logger);
    expect(await renderer?.renderInto(SHELL, '/product/explode', { 'products/explode': { title: 'x' } })).toBe(SHELL);
    expect(errors).toEqual(['A page could not be rendered on the server: sent for the browser to render']);
  });

  it('renders nothing on the server when the build left no bundle, or a broken one', async () => {
    const { logger, errors } = memoryLogger();
    expect(pageRenderer(root, { entry: 'ssr/missing.mjs', styles: [] }, logger)).toBeUndefined();
    writeFileSync(path.join(root, 'ssr/broken.mjs'), 'export const = ;');
    const broken = pageRenderer(root, { entry: 'ssr/broken.mjs', styles: [] }, logger);
    expect(await broken?.renderInto(SHELL, '/product/x', { 'products/x': { title: 'x' } })).toBe(SHELL);
    expect(errors).toEqual(['The server-side bundle could not be loaded: listing pages are rendered in the browser']);
  });

  it("puts a stylesheet's and a listing's text in as written, `$` patterns and all", async () => {
    const css = `.price::after{content:"$' $& $\` $1 $$"}`;
    writeFileSync(path.join(root, 'assets/dollars-1.css'), css);
    const { logger } = memoryLogger();
    const renderer = pageRenderer(root, { entry: 'ssr/prerender.mjs', styles: ['assets/dollars-1.css'] }, logger);
    const title = "Lamp $' $& $` $1 $$";
    const html = await renderer?.renderInto(SHELL, '/product/lamp', { 'products/lamp': { title } });
    expect(html).toContain(`<style data-href="/assets/dollars-1.css">${css}</style>`);
    expect(html).toContain(`<main><h1>${title.replace(/&/g, '&amp;')}</h1>`);
    expect(html?.split('</head>')).toHaveLength(2);
    expect(html?.split('<div id="root">')).toHaveLength(2);
  });

  it('keeps JSON inside its script', () => {
    expect(scriptSafeJson({ a: '</script><!--' })).toBe('{"a":"\\u003c/script>\\u003c!--"}');
    expect(JSON.parse(scriptSafeJson({ a: '</script><!--' }))).toEqual({ a: '</script><!--' });
  });
});
