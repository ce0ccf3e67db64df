import type { ReactNode } from 'react';

/**
 * Brand glyphs for the footer's social links, drawn in the same 24px stroke style as the
 * lucide icons (lucide 1.x no longer ships brand icons). Decorative: the link names them.
 */
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function FacebookIcon() {
  return (
    <Glyph>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </Glyph>
  );
}

export function InstagramIcon() {
  return (
    <Glyph>
      <rect x="2" y="2" width="20" height="20" rx="5" ry="5" />
      <circle cx="12" cy="12" r="4" />
      <line x1="17.5" y1="6.5" x2="17.51" y2="6.5" />
    </Glyph>
  );
}

export function XIcon() {
  return (
    <Glyph>
      <path d="M4 4h4.5L20 20h-4.5z" />
      <path d="M4 20l6.6-6.6M20 4l-6.4 6.4" />
    </Glyph>
  );
}

export function LinkedInIcon() {
  return (
    <Glyph>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect x="2" y="9" width="4" height="12" />
      <circle cx="4" cy="4" r="2" />
    </Glyph>
  );
}
