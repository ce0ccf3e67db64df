import type { ReactNode } from 'react';

export interface StrokeIconProps {
  /** Width and height in px. */
  size?: number;
  children: ReactNode;
}

/**
 * A decorative icon drawn in lucide's 24px stroke style, for the few glyphs lucide does not ship
 * (brand marks) or that a page cannot afford to download lucide for. The control it sits in
 * carries the name.
 */
export function StrokeIcon({ size = 18, children }: StrokeIconProps) {
  return (
    <svg
      width={size}
      height={size}
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
