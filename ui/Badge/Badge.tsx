import type { ReactNode } from 'react';
import { badge, type BadgeVariants } from './Badge.css';
import { statusBadges, type BadgeStatus } from './statusBadges';

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

export interface StatusBadgeProps extends Pick<BadgeVariants, 'size'> {
  status: BadgeStatus;
}

/** The badge for a KYC, verification or order status, with the tone and text from `statusBadges`. */
export function StatusBadge({ status, size }: StatusBadgeProps) {
  const { tone, label } = statusBadges[status];
  return (
    <Badge tone={tone} size={size}>
      {label}
    </Badge>
  );
}
