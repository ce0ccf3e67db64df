export { Badge, type BadgeProps } from './Badge';
export type { BadgeLook, BadgeTone } from './tones';
