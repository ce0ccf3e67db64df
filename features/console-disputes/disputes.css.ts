import { style, styleVariants } from '@vanilla-extract/css';
import { focusRingStyle, outlined, vars } from '../../ui';

/** A photo's thumbnail, a button that opens it large. */
export const thumbnail = style({
  display: 'block',
  padding: 0,
  width: '5rem',
  height: '5rem',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  cursor: 'zoom-in',
  selectors: { '&:focus-visible': focusRingStyle },
});

export const thumbnailImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

/** The opened photo: scrolls both ways once zoomed past the frame. */
export const zoomFrame = style({
  overflow: 'auto',
  maxHeight: '60vh',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  selectors: { '&:focus-visible': focusRingStyle },
});

/** The zoom steps the viewer offers, as widths of the frame. */
export const zoomLevels = [1, 1.5, 2, 3] as const;
export type ZoomLevel = (typeof zoomLevels)[number];

export const zoomedImage = styleVariants(
  Object.fromEntries(zoomLevels.map((level) => [level, level])) as Record<ZoomLevel, number>,
  (level) => ({ display: 'block', width: `${level * 100}%`, maxWidth: 'none', height: 'auto' }),
);

/** One message of the chat; the seller's on a tinted surface, so the two sides read apart. */
export const message = styleVariants({
  buyer: [outlined.md],
  seller: [outlined.md, { background: vars.color.surfaceMuted }],
});

/** A quoted statement, question or answer: set off by a rule at its start. */
export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space['3'],
  borderInlineStart: `3px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** The history: a line down the start edge joining the steps. */
export const timeline = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderInlineStart: `2px solid ${vars.color.border}`,
  paddingInlineStart: vars.space['4'],
});
