import { StrokeIcon } from './StrokeIcon';

/** Brand marks (lucide no longer ships them), in the stroke style of the other icons. */
export interface BrandIconProps {
  /** Width and height in px; 18 by default. */
  size?: number;
}

export function FacebookIcon({ size }: BrandIconProps) {
  return (
    <StrokeIcon size={size}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </StrokeIcon>
  );
}

export function WhatsAppIcon({ size }: BrandIconProps) {
  return (
    <StrokeIcon size={size}>
      <path d="M3 21l1.65-4.95A8.5 8.5 0 1 1 7.9 19.4z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 .8a5 5 0 0 1-2.3-2.3l.8-1-1-2z" />
    </StrokeIcon>
  );
}

export function InstagramIcon({ size }: BrandIconProps) {
  return (
    <StrokeIcon size={size}>
      <rect x="2" y="2" width="20" height="20" rx="5" ry="5" />
      <circle cx="12" cy="12" r="4" />
      <line x1="17.5" y1="6.5" x2="17.51" y2="6.5" />
    </StrokeIcon>
  );
}

export function XIcon({ size }: BrandIconProps) {
  return (
    <StrokeIcon size={size}>
      <path d="M4 4h4.5L20 20h-4.5z" />
      <path d="M4 20l6.6-6.6M20 4l-6.4 6.4" />
    </StrokeIcon>
  );
}

export function LinkedInIcon({ size }: BrandIconProps) {
  return (
    <StrokeIcon size={size}>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </StrokeIcon>
  );
}
