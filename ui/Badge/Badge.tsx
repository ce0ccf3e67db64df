import type { ReactNode } from 'react';
import { badge, type BadgeVariants } from './Badge.css';

export interface BadgeProps extends BadgeVariants {
  children: ReactNode;
  /** An icon before the text; pass `aria-hidden` on decorative icons. */
  icon?: ReactNode;
}

/** A short label for a category or state. The text itself must say the state: colour only supports it. */
export function Badge({ tone, size, icon, children }: BadgeProps) {
  return (
    <span className={badge({ tone, size })}>
      {icon}
      {children}
    </span>
  );
}
