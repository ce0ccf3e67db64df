/**
 * What a shared link to a product or an event shows before anyone opens it. WhatsApp, Facebook,
 * X and mail clients read the page's <title> and Open Graph tags without running its scripts,
 * so the server writes them into the app's HTML for /product/{slug} and /ticket/{slug}: the
 * listing's title, its price or date, its summary and its first photo.
 */
import type { ListingImage } from '../../../contract';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { escapeHtml } from '../../http/escape-html';
import { formatDateTime } from '../../../contract';
import { eventBySlug } from '../event/queries';
import { formatKobo } from '../../../contract';
import { productBySlug } from '../product/queries';
import type { PageHint } from '../../ssr/static-site';

export interface LinkPreview {
  kind: 'product' | 'ticket';
  title: string;
  description: string;
  /** The page's own address. */
  url: string;
  image: { url: string; width: number; height: number; alt: string } | null;
  /** The main photo as the page draws it: its `src` and `srcset` (widths ascending, as the screens write it). */
  photo: { src: string; srcset: string } | null;
  /** The listing as a guest's GET of it answers, by API path: what the page rendered on the server starts from. */
  initialData: Record<string, unknown>;
}

const SITE_NAME = 'Kampus';

/** The largest width of the photo: link previews are shown large and fetched once. */
function previewImage(image: ListingImage | null, origin: string): LinkPreview['image'] {
  if (!image) return null;
  const largest = image.variants.reduce((best, variant) => (variant.width > best.width ? variant : best), {
    width: 0,
    url: image.url,
  });
  const width = largest.width || image.width;
  return { url: new URL(largest.url, origin).href, width, height: image.height, alt: image.alt };
}

function pagePhoto(image: ListingImage | null): LinkPreview['photo'] {
  if (!image) return null;
  const srcset = [...image.variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
  return { src: image.url, srcset };
}

/** The preview of a public, active listing at `pathname`; undefined for any other page. */
export async function linkPreviewOf(db: Database, pathname: string, origin: string): Promise<LinkPreview | undefined> {
  const match = /^\/(product|ticket)\/([^/]+)$/.exec(pathname);
  if (!match) return undefined;
  const [, kind, slug = ''] = match;
  const url = new URL(pathname, origin).href;
  try {
    if (kind === 'product') {
      const lookup = await productBySlug(db, decodeURIComponent(slug));
      if (!('found' in lookup) || lookup.found.status !== 'active') return undefined;
      const product = lookup.found;
      return {
        kind: 'product',
        title: product.title,
        description: [formatKobo(product.priceKobo), product.summary].filter(Boolean).join(' · '),
        url,
        image: previewImage(product.image, origin),
        photo: pagePhoto(product.image),
        initialData: { [`products/${product.slug}`]: product },
      };
    }
    const lookup = await eventBySlug(db, decodeURIComponent(slug));
    if (!('found' in lookup) || lookup.found.status !== 'active') return undefined;
    const event = lookup.found;
    const date = event.cancelledAt ? 'Cancelled' : formatDateTime(new Date(event.startsAt));
    return {
      kind: 'ticket',
      title: event.title,
      description: [date, event.venue, event.summary].filter(Boolean).join(' · '),
      url,
      image: previewImage(event.image, origin),
      photo: pagePhoto(event.image),
      initialData: { [`events/${event.slug}`]: event },
    };
  } catch (error) {
    // No such listing (or a malformed slug): the app's own page says so.
    if (error instanceof ApiError || error instanceof URIError) return undefined;
    throw error;
  }
}

/**
 * The app's HTML with the page's title and its link-preview tags in <head>, and, given the build's
 * hint for the page, its main photo preloaded: the photo is the page's largest paint, and would
 * otherwise be asked for only once the scripts have run and fetched the listing.
 */
export function withLinkPreview(html: string, preview: LinkPreview, hint?: PageHint): string {
  const title = escapeHtml(`${preview.title} · ${SITE_NAME}`);
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    ...(preview.image
      ? [
          meta('property', 'og:image', preview.image.url),
          meta('property', 'og:image:width', String(preview.image.width)),
          meta('property', 'og:image:height', String(preview.image.height)),
          meta('property', 'og:image:alt', preview.image.alt),
        ]
      : []),
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    ...(hint && preview.photo
      ? [
          preview.photo.srcset
            ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(preview.photo.src)}" imagesrcset="${escapeHtml(preview.photo.srcset)}" imagesizes="${escapeHtml(hint.photoSizes)}" />`
            : `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(preview.photo.src)}" />`,
        ]
      : []),
  ].join('\n    ');
  // Replacer functions, never replacement strings: in a string, `$&`, `$'`, `$1` ... a seller wrote
  // would be expanded by String.replace into parts of the page.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_, open: string, close: string) => `${open}${escapeHtml(preview.description)}${close}`,
    )
    .replace(/\n(\s*)<\/head>/, (_, indent: string) => `\n    ${tags}\n${indent}</head>`);
}
