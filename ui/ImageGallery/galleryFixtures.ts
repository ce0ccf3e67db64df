import { lightTokens } from '../theme/tokens';
import type { GalleryImage } from './ImageGallery';

const { color } = lightTokens;

/** A small local picture (no network): a tinted square with a shape and a caption. */
function picture(background: string, foreground: string, shape: string, caption: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
<rect width="480" height="480" fill="${background}"/>${shape.replaceAll('FG', foreground)}
<text x="240" y="430" font-family="sans-serif" font-size="28" text-anchor="middle" fill="${foreground}">${caption}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const earbudImages: GalleryImage[] = [
  {
    src: picture(
      color.accentSubtle,
      color.accentText,
      '<circle cx="190" cy="200" r="70" fill="FG"/><circle cx="300" cy="200" r="70" fill="FG" opacity="0.7"/>',
      'Front',
    ),
    alt: 'Wireless earbuds, front view',
  },
  {
    src: picture(
      color.infoSubtle,
      color.infoText,
      '<rect x="130" y="120" width="220" height="170" rx="80" fill="FG"/>',
      'In case',
    ),
    alt: 'Wireless earbuds in their charging case',
  },
  {
    src: picture(color.warningSubtle, color.warningText, '<ellipse cx="240" cy="200" rx="120" ry="60" fill="FG"/>', 'Side'),
    alt: 'Wireless earbuds, side view',
  },
  {
    src: picture(
      color.neutralSubtle,
      color.neutralText,
      '<rect x="120" y="100" width="240" height="220" rx="16" fill="FG"/>',
      'Box',
    ),
    alt: 'Wireless earbuds, retail box',
  },
];

/** One picture per product card in stories. */
export const lampImage: GalleryImage = {
  src: picture(
    color.warningSubtle,
    color.warningText,
    '<path d="M170 260 L240 110 L310 260 Z" fill="FG"/><rect x="232" y="260" width="16" height="90" fill="FG"/>',
    'Desk lamp',
  ),
  alt: 'Desk lamp with a warm shade',
};
