/** The tones a Badge can take (kept apart from the stylesheet so types need no CSS). */
export type BadgeTone = 'neutral' | 'accent' | 'positive' | 'critical' | 'warning' | 'info';

/** How a state reads in a badge: its tone and its words. Features map their statuses to these. */
export interface BadgeLook {
  tone: BadgeTone;
  label: string;
}
