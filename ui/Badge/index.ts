export { Badge, StatusBadge, type BadgeProps, type StatusBadgeProps } from './Badge';
export { statusBadges, type BadgeStatus, type BadgeTone } from './statusBadges';
