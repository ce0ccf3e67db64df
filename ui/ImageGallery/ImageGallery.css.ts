import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

export const frame = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    width: '100%',
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceMuted,
    border: `1px solid ${vars.color.border}`,
  },
  variants: {
    aspectRatio: {
      square: { aspectRatio: '1 / 1' },
      landscape: { aspectRatio: '4 / 3' },
    },
  },
  defaultVariants: { aspectRatio: 'square' },
});

const inset = vars.space['2'];

/** Sized by the frame, never the other way round, and clear of its rounded corners. */
export const mainImage = style({
  position: 'absolute',
  inset,
  width: `calc(100% - 2 * ${inset})`,
  height: `calc(100% - 2 * ${inset})`,
  objectFit: 'contain',
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const thumbnails = style({
  display: 'flex',
  gap: vars.space['2'],
  overflowX: 'auto',
  padding: vars.space['1'],
  outline: 'none',
});

export const thumbnail = style({
  flexShrink: 0,
  width: vars.space['16'],
  height: vars.space['16'],
  padding: 0,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  overflow: 'hidden',
  cursor: 'pointer',
  background: vars.color.surfaceMuted,
  outline: 'none',
  transition: `border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': { borderColor: vars.color.accent },
    '&[data-focus-visible]': focusRingStyle,
  },
});

export const thumbnailImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
