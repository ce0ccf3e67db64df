/**
 * Listing pictures for the demo catalogue, drawn on this machine: an SVG composed here (a soft
 * two-tone backdrop, the item drawn large from a lucide icon, a shadow under it) rendered by
 * sharp. Products get three distinct shots; events a 16:9 poster with the title and date.
 */
import type { IconNode } from 'lucide';
import sharp from 'sharp';
import type { EventCategory, ProductCategory } from '../../../contract';
import { interFont } from './font';

/** Shadows are drawn at 1/SHADOW_SCALE of the picture's size. */
const SHADOW_SCALE = 4;
/** The side of a product photo, px. */
export const PRODUCT_PHOTO_SIZE = 1280;
export const BANNER_WIDTH = 1280;
export const BANNER_HEIGHT = 720;

/** Two-tone backdrops per category, one per shot; `surface` is the table the item stands on. */
interface Backdrop {
  from: string;
  to: string;
  surface: string;
}
const backdrops: Record<ProductCategory, [Backdrop, Backdrop, Backdrop]> = {
  Gadgets: [
    { from: '#e0ecff', to: '#f4f1ff', surface: '#cddcf7' },
    { from: '#dff6f3', to: '#eef6ff', surface: '#c5e6e1' },
    { from: '#ece8ff', to: '#fbefff', surface: '#dbd3f7' },
  ],
  Fashion: [
    { from: '#ffe6e1', to: '#fff5ea', surface: '#f6d2c8' },
    { from: '#fff1cf', to: '#ffe8dc', surface: '#f3dca9' },
    { from: '#fde4f0', to: '#f0ebff', surface: '#f0cde0' },
  ],
  Home: [
    { from: '#e6f4e4', to: '#f8f6ea', surface: '#d0e6cc' },
    { from: '#fdf1dc', to: '#eef5e6', surface: '#efdcb8' },
    { from: '#eaf1ef', to: '#f7f3ee', surface: '#d6e2de' },
  ],
};

/** How the item is placed in each of the three shots: front, turned, close-up. */
const shots = [
  { scale: 0.64, rotate: 0, dx: 0, dy: -0.03 },
  { scale: 0.58, rotate: -11, dx: -0.03, dy: -0.02 },
  { scale: 0.84, rotate: 7, dx: 0.09, dy: 0.07 },
] as const;

export interface ProductArt {
  category: ProductCategory;
  icon: IconNode;
  /** The item's main colour (a hex colour). */
  colour: string;
  /** Fashion items can wear an Ankara-style print instead of a flat colour. */
  print?: boolean;
  /** Fill open outlines too (icons drawn as open strokes, such as earbuds or a bulb). */
  solid?: boolean;
}

export interface EventArt {
  category: EventCategory;
  icon: IconNode;
  title: string;
  startsAt: Date;
  venue: string;
}

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Towards white (amount > 0) or black (amount < 0). */
function shade(colour: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  return hex(rgb(colour).map((c) => c + (target - c) * Math.abs(amount)) as Rgb);
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const attrs = (values: Record<string, string | number | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${escapeXml(String(value))}"`)
    .join(' ');

/** A closed shape can be filled; an open path or a line is only stroked. */
function isClosed([tag, props]: IconNode[number]): boolean {
  if (tag === 'rect' || tag === 'circle' || tag === 'ellipse' || tag === 'polygon') return true;
  return tag === 'path' && /z\s*$/i.test(String(props.d ?? ''));
}

/** The icon's elements, closed shapes (or, when `solid`, every path) filled with `fill`, every outline in `stroke`. */
function drawIcon(icon: IconNode, fill: string, stroke: string, strokeWidth: number, solid = false): string {
  return icon
    .map((node) => {
      const [tag, props] = node;
      const paint = isClosed(node) || (solid && tag === 'path') ? fill : 'none';
      return `<${tag} ${attrs({ ...props, key: undefined })} fill="${paint}" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
}

/** An Ankara-style wax print: bold dots and diamonds in the item's colour on a warm ground. */
function printPattern(id: string, colour: string): string {
  const deep = shade(colour, -0.45);
  return `<pattern id="${id}" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
    <rect width="5" height="5" fill="${colour}"/>
    <circle cx="1.25" cy="1.25" r="1.05" fill="#fcd34d"/>
    <circle cx="1.25" cy="1.25" r="0.5" fill="#0f766e"/>
    <path d="M3.75 2.6 L4.9 3.75 L3.75 4.9 L2.6 3.75 Z" fill="${deep}"/>
    <circle cx="3.75" cy="3.75" r="0.3" fill="#fff7ed"/>
  </pattern>`;
}

interface ShotGeometry {
  size: number;
  unit: number;
  cx: number;
  cy: number;
  rotate: number;
  floorY: number;
  floorRx: number;
}

function geometry(shot: 0 | 1 | 2, size: number): ShotGeometry {
  const place = shots[shot];
  const cy = size * (0.5 + place.dy);
  return {
    size,
    unit: (size * place.scale) / 24,
    cx: size * (0.5 + place.dx),
    cy,
    rotate: place.rotate,
    floorY: cy + size * place.scale * 0.44,
    floorRx: size * place.scale * 0.4,
  };
}

const svgOpen = (size: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`;
const placeItem = (g: ShotGeometry, content: string, dy = 0) =>
  `<g transform="translate(${g.cx} ${g.cy + dy}) rotate(${g.rotate}) scale(${g.unit}) translate(-12 -12)">${content}</g>`;

/** A picture's ground: `bg`, a diagonal gradient from one colour to another, and `glow`, a soft round light fading out. */
const groundGradients = (from: string, to: string, glow: string, glowOpacity: number) =>
  `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${glow}" stop-opacity="${glowOpacity}"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/>
    </radialGradient>`;

/** The backdrop of a shot: two-tone gradient, a soft glow behind the item, the table top. */
function backdropSvg(category: ProductCategory, shot: 0 | 1 | 2, size: number): string {
  const backdrop = backdrops[category][shot];
  return `${svgOpen(size)}
  <defs>
    ${groundGradients(backdrop.from, backdrop.to, '#ffffff', 0.9)}
    <linearGradient id="surface" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${backdrop.surface}" stop-opacity="0.25"/><stop offset="1" stop-color="${backdrop.surface}"/>
    </linearGradient>
  </defs>
  <rect width="${size}" height="${size}" fill="url(#bg)"/>
  <rect y="${size * 0.72}" width="${size}" height="${size * 0.28}" fill="url(#surface)"/>
  <circle cx="${size * 0.5}" cy="${size * 0.46}" r="${size * 0.44}" fill="url(#glow)"/>
</svg>`;
}

/** The item's shadow, in one flat tone (blurred afterwards): cast behind it and on the table. */
function shadowSvg(art: ProductArt, shot: 0 | 1 | 2, size: number): string {
  const g = geometry(shot, size);
  const tone = shade(art.colour, -0.6);
  return `${svgOpen(size)}
  <ellipse cx="${g.cx}" cy="${g.floorY}" rx="${g.floorRx}" ry="${size * 0.028}" fill="${tone}" opacity="0.3"/>
  <g opacity="0.22">${placeItem(g, drawIcon(art.icon, tone, tone, 0.85, art.solid), g.unit * 0.7)}</g>
</svg>`;
}

/** The item itself, drawn large: closed shapes filled (a gradient or a print), outlines in a deep tone. */
function itemSvg(art: ProductArt, shot: 0 | 1 | 2, size: number): string {
  const g = geometry(shot, size);
  const stroke = shade(art.colour, -0.5);
  const fill = art.print ? 'url(#print)' : 'url(#body)';
  return `${svgOpen(size)}
  <defs>
    <linearGradient id="body" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(art.colour, 0.45)}"/><stop offset="0.55" stop-color="${art.colour}"/>
      <stop offset="1" stop-color="${shade(art.colour, -0.2)}"/>
    </linearGradient>
    ${art.print ? printPattern('print', art.colour) : ''}
  </defs>
  ${placeItem(g, drawIcon(art.icon, fill, stroke, 0.85, art.solid))}
  <circle cx="${size * 0.93}" cy="${size * 0.93}" r="${size * 0.012}" fill="${stroke}" opacity="0.35"/>
</svg>`;
}

/** One shot as PNG bytes: backdrop, blurred shadow, item. */
/** An SVG's content, without its root element, to place inside another. */
const svgBody = (svg: string) => svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/** One shot as PNG bytes: the backdrop, the soft shadow, the item, drawn in one pass. */
async function productShot(art: ProductArt, shot: 0 | 1 | 2, size: number): Promise<Uint8Array> {
  // The shadow is soft: drawn and blurred at a quarter of the size, then stretched over the
  // picture as an image, costs a fraction of a full-size blur.
  const shadow = await sharp(Buffer.from(shadowSvg(art, shot, size)), { density: 72 / SHADOW_SCALE })
    .blur((size * 0.018) / SHADOW_SCALE)
    .png({ compressionLevel: 1 })
    .toBuffer();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  ${svgBody(backdropSvg(art.category, shot, size))}
  <image width="${size}" height="${size}" preserveAspectRatio="none" xlink:href="data:image/png;base64,${shadow.toString('base64')}"/>
  ${svgBody(itemSvg(art, shot, size))}
</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer());
}

/** Three distinct shots of one product (front, turned, close-up), as PNG files. */
export async function productPhotos(art: ProductArt, size = PRODUCT_PHOTO_SIZE): Promise<Uint8Array[]> {
  return Promise.all(([0, 1, 2] as const).map((shot) => productShot(art, shot, size)));
}

/** Poster colours per event category: a deep two-tone ground and a bright accent. */
const posterColours: Record<EventCategory, { from: string; to: string; accent: string }> = {
  Parties: { from: '#3b0a5c', to: '#b1126b', accent: '#ffcf4a' },
  Tech: { from: '#0b1f4d', to: '#0e7490', accent: '#5eead4' },
  Religious: { from: '#14352a', to: '#4d7c0f', accent: '#fde68a' },
  Academic: { from: '#1e1b4b', to: '#9a3412', accent: '#fdba74' },
};

const LAGOS = 'Africa/Lagos';

/** "SAT 12 DEC · 6:00 PM", in Lagos time. */
export function posterDate(startsAt: Date): string {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: LAGOS, weekday: 'short', day: 'numeric', month: 'short' }).format(
    startsAt,
  );
  const time = new Intl.DateTimeFormat('en-US', { timeZone: LAGOS, hour: 'numeric', minute: '2-digit' }).format(startsAt);
  return `${day.replace(',', '')} · ${time}`.toUpperCase();
}

/** The poster's ground: colours, soft shapes and the category's icon, large and faint. */
function bannerSvg(art: EventArt, width: number, height: number): string {
  const colours = posterColours[art.category];
  const unit = (height * 0.9) / 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    ${groundGradients(colours.from, colours.to, colours.accent, 0.45)}
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="${width * 0.8}" cy="${height * 0.42}" r="${height * 0.62}" fill="url(#glow)"/>
  <circle cx="${width * 0.06}" cy="${height * 1.02}" r="${height * 0.3}" fill="#ffffff" opacity="0.06"/>
  <circle cx="${width * 0.62}" cy="${height * -0.08}" r="${height * 0.16}" fill="#ffffff" opacity="0.07"/>
  <g transform="translate(${width * 0.79} ${height * 0.48}) rotate(-10) scale(${unit}) translate(-12 -12)" opacity="0.9">
    ${drawIcon(art.icon, 'none', colours.accent, 0.9)}
  </g>
</svg>`;
}

/** A block of text in Inter, white unless told, wrapped to `width` px. */
async function textBlock(text: string, weight: 400 | 600 | 800, sizePx: number, width: number, colour = '#ffffff') {
  const font = interFont(weight);
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${colour}">${escapeXml(text)}</span>`,
      font: `${font.family}, ${sizePx}px`,
      fontfile: font.file,
      width,
      rgba: true,
      wrap: 'word',
      spacing: Math.round(sizePx * 0.12),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A 16:9 event poster: the title large, the date and the venue under it, as a PNG. */
export async function eventBanner(art: EventArt, width = BANNER_WIDTH, height = BANNER_HEIGHT): Promise<Uint8Array> {
  const colours = posterColours[art.category];
  const left = Math.round(width * 0.06);
  const textWidth = Math.round(width * 0.62);
  const title = await textBlock(art.title, 800, Math.round(height * 0.115), textWidth);
  const date = await textBlock(posterDate(art.startsAt), 600, Math.round(height * 0.05), textWidth, colours.accent);
  const venue = await textBlock(art.venue, 400, Math.round(height * 0.036), textWidth, '#f1f5f9');
  const mark = await textBlock('kampus', 800, Math.round(height * 0.032), 300, '#ffffff');
  const bar = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width * 0.07}" height="${height * 0.014}"><rect width="100%" height="100%" rx="${height * 0.007}" fill="${colours.accent}"/></svg>`,
    ),
  )
    .png()
    .toBuffer();
  // Title, date and venue as one block, centred in the poster's height.
  const gapAfterTitle = Math.round(height * 0.05);
  const gapAfterDate = Math.round(height * 0.02);
  const blockHeight = title.height + gapAfterTitle + date.height + gapAfterDate + venue.height;
  const titleTop = Math.max(Math.round(height * 0.2), Math.round((height - blockHeight) / 2));
  const dateTop = titleTop + title.height + gapAfterTitle;
  const venueTop = dateTop + date.height + gapAfterDate;
  const bytes = await sharp(Buffer.from(bannerSvg(art, width, height)))
    .composite([
      { input: title.data, left, top: titleTop },
      { input: date.data, left, top: dateTop },
      { input: venue.data, left, top: venueTop },
      { input: bar, left, top: titleTop - Math.round(height * 0.07) },
      { input: mark.data, left, top: height - mark.height - Math.round(height * 0.07) },
    ])
    .png({ compressionLevel: 1 })
    .toBuffer();
  return new Uint8Array(bytes);
}
