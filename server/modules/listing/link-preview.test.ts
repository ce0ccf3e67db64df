import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestDatabase } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { escapeHtml } from '../../http/escape-html';
import { listProduct, sellerWithProduct } from '../order/testing';
import { listEvent } from '../ticket/testing';
import { PAGE_HINTS_FILE } from '../../ssr/static-site';
import type { PageHints } from '../../ssr/static-site';
import { withLinkPreview } from './link-preview';
import { verifiedSeller } from './testing';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const db = useTestDatabase();

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="Kampus: buy, sell and trade securely, student to student."
    />
    <title>Kampus — Buy, Sell, Trade Securely, Student to Student</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const metaOf = (html: string, property: string) =>
  new RegExp(`<meta\\s+(?:property|name)="${property}"\\s+content="([^"]*)"`).exec(html)?.[1];

describe('link previews of shared listings', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'kampus-preview-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, 'prerendered'));
  writeFileSync(path.join(root, 'index.html'), SHELL);
  const hints: PageHints = {
    product: { photoSizes: '(min-width: 1024px) 560px, 100vw' },
    ticket: { photoSizes: '100vw' },
  };
  writeFileSync(path.join(root, 'prerendered', PAGE_HINTS_FILE), JSON.stringify(hints));
  let t: TestApp;
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  beforeAll(() => {
    t = createTestApp(db(), { config: { staticDir: root, publicOrigin: 'https://kampus.example' } });
  });
  const page = async (address: string) => {
    const res = await t.app.request(address);
    expect(res.status).toBe(200);
    return res.text();
  };

  it("gives a product's page its title, price, summary and largest photo, as absolute addresses", async () => {
    const { seller, product } = await sellerWithProduct(t, { title: 'Casio fx-991ES Plus', priceKobo: 1_250_000 });
    const html = await page(`/product/${product.slug}`);
    expect(html).toContain('<title>Casio fx-991ES Plus · Kampus</title>');
    expect(html).not.toContain('Student to Student</title>');
    expect(metaOf(html, 'og:title')).toBe('Casio fx-991ES Plus');
    expect(metaOf(html, 'og:description')).toBe('₦12,500 · Clean, with its original box.');
    expect(metaOf(html, 'description')).toBe('₦12,500 · Clean, with its original box.');
    expect(metaOf(html, 'og:url')).toBe(`https://kampus.example/product/${product.slug}`);
    const largest = [...(product.image?.variants ?? [])].sort((a, b) => b.width - a.width)[0];
    expect(largest).toBeDefined();
    expect(metaOf(html, 'og:image')).toBe(`https://kampus.example${largest?.url}`);
    expect(metaOf(html, 'og:image:width')).toBe(String(largest?.width));
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    // Its largest paint is preloaded: the very photo the page will pick.
    const srcset = [...(product.image?.variants ?? [])]
      .sort((a, b) => a.width - b.width)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', ');
    expect(html).toContain(
      `<link rel="preload" as="image" fetchpriority="high" href="${product.image?.url}" imagesrcset="${srcset}" imagesizes="(min-width: 1024px) 560px, 100vw" />`,
    );
    // The app itself is still there.
    expect(html).toContain('<div id="root"></div>');

    // An event: its date in Lagos time and its venue.
    const event = await listEvent(
      t,
      seller,
      { title: 'Unilag Tech Summit', venue: 'Main Auditorium' },
      new Date('2025-03-01T15:00:00Z'),
    );
    const eventHtml = await page(`/ticket/${event.slug}`);
    expect(eventHtml).toContain('<title>Unilag Tech Summit · Kampus</title>');
    expect(eventHtml).toContain('imagesizes="100vw"');
    expect(metaOf(eventHtml, 'og:description')).toMatch(/^Sat,? 1 Mar 2025,? 16:00 · Main Auditorium · /);
  });

  it('leaves the page as it is for an unknown, hidden or malformed listing and for other pages', async () => {
    const { seller, product } = await sellerWithProduct(t, { title: 'Hidden Lamp' });
    const hide = await t.request('PATCH', `/v1/products/${product.id}`, { token: seller.token, json: { status: 'inactive' } });
    expect(hide.status).toBe(200);
    for (const address of [
      `/product/${product.slug}`,
      '/product/no-such-thing',
      '/product/%E0%A4%A',
      '/ticket/nothing',
      '/explore',
    ]) {
      expect(await page(address)).toBe(SHELL);
    }
  });

  /**
   * Every pattern String.replace expands in a replacement string: the whole match, the text before
   * and after it, a numbered and a named group, and an escaped dollar. `$2"` is the attack: the
   * description's own closing quote, written where the seller's text goes, would let the rest of
   * the text become attributes (a refresh to another site).
   */
  const DOLLAR_PATTERNS = ['$&', '$`', "$'", '$1', '$2', '$$', '$<name>'];
  const ESCAPE_ATTEMPT = '$2 http-equiv=$2refresh$2 content=$20;url=https://evil.example$2 data-x=$2';

  /** `html` holds each piece of the shell once: nothing was copied into the head or the text. */
  const expectShellIntact = (html: string) => {
    for (const piece of ['<!doctype html>', '<html lang="en">', '<head>', '</head>', '<title>', '<body>', '</html>']) {
      expect(html.split(piece), piece).toHaveLength(2);
    }
    expect(html).not.toMatch(/http-equiv="/);
    expect(html).not.toContain('Student to Student');
  };

  it.each(DOLLAR_PATTERNS)("keeps %s as written in a product's, an event's and a seller's text", async (pattern) => {
    const seller = await verifiedSeller(t, { firstname: `Ada ${pattern}` });
    const title = `Lamp ${pattern} ${ESCAPE_ATTEMPT}`.slice(0, 120);
    const summary = `Bright ${pattern} ${ESCAPE_ATTEMPT}`;
    const product = await listProduct(t, seller, { title, descriptionHtml: `<p>${escapeHtml(summary)}</p>` });
    const html = await page(`/product/${product.slug}`);
    expectShellIntact(html);
    expect(html).toContain(`<title>${escapeHtml(title)} · Kampus</title>`);
    expect(metaOf(html, 'og:title')).toBe(escapeHtml(title));
    expect(metaOf(html, 'description')).toBe(escapeHtml(`₦350,000 · ${summary}`));
    expect(metaOf(html, 'og:description')).toBe(escapeHtml(`₦350,000 · ${summary}`));

    const event = await listEvent(
      t,
      seller,
      { title, venue: `Hall ${pattern}`, descriptionHtml: `<p>${escapeHtml(summary)}</p>` },
      new Date('2025-03-01T15:00:00Z'),
    );
    const eventHtml = await page(`/ticket/${event.slug}`);
    expectShellIntact(eventHtml);
    expect(eventHtml).toContain(`<title>${escapeHtml(title)} · Kampus</title>`);
    expect(metaOf(eventHtml, 'og:description')).toMatch(
      new RegExp(`· ${escapeRegExp(escapeHtml(`Hall ${pattern} · ${summary}`))}$`),
    );

    // A seller's page is the app shell as built: the seller's name never reaches the server's HTML.
    expect(await page(`/seller/${seller.id}`)).toBe(SHELL);
  });

  it('escapes what a seller wrote', () => {
    const html = withLinkPreview(SHELL, {
      kind: 'product',
      photo: null,
      title: 'Fan <script>alert(1)</script> & "friends"',
      description: "It's <b>new</b>",
      url: 'https://kampus.example/product/fan',
      image: null,
      initialData: {},
    });
    expect(html).toContain('<title>Fan &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot; · Kampus</title>');
    expect(metaOf(html, 'og:description')).toBe('It&#39;s &lt;b&gt;new&lt;/b&gt;');
    expect(html).not.toContain('<script>');
    expect(metaOf(html, 'twitter:card')).toBe('summary');
  });
});
