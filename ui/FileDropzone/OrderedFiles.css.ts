import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';
import { media } from '../theme/media';

const gap = vars.space['2'];

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

export const hint = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

/** A wrapping row: two tiles a line on a phone, fixed-width tiles from a tablet on. */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap,
  padding: 0,
  margin: 0,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingStyle },
});

export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  flex: `0 0 calc(50% - ${gap} / 2)`,
  minWidth: 0,
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'grab',
  outline: 'none',
  '@media': { [media.tablet]: { flexBasis: '10rem' } },
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-disabled]': { cursor: 'default' },
  },
});

export const thumb = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  aspectRatio: '1',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover', pointerEvents: 'none' });

export const firstBadge = style({ position: 'absolute', insetBlockStart: vars.space['1'], insetInlineStart: vars.space['1'] });

export const dragHandle = style({
  position: 'absolute',
  insetBlockStart: vars.space['1'],
  insetInlineEnd: vars.space['1'],
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
});

export const actions = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });

export const arrows = style({ display: 'flex', alignItems: 'center' });

/**
 * Where a dragged file would land: a bar in the gap before a tile. It takes no room of its own
 * (no width, and a negative margin for the gap it adds), so the tiles do not move while dragging.
 */
export const dropIndicator = style({
  flex: '0 0 0',
  width: 0,
  marginInlineEnd: `calc(-1 * ${gap})`,
  alignSelf: 'stretch',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { boxShadow: `0 0 0 2px ${vars.color.accent}` },
  },
});
