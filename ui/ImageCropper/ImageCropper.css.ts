import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'], minWidth: 0 });

/** The cropper fills this box: square, as wide as the dialog allows, never taller than the screen. */
export const stage = style({
  position: 'relative',
  width: '100%',
  maxWidth: '18rem',
  aspectRatio: '1 / 1',
  alignSelf: 'center',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceInverse,
});

export const cropArea = style({
  selectors: {
    '&:focus-visible': { ...focusRingStyle, outlineOffset: '-4px' },
  },
});

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const slider = style({ display: 'grid', gridTemplateColumns: '1fr auto', gap: vars.space['2'], alignItems: 'center' });

export const sliderLabel = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const sliderOutput = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  height: vars.size.controlSm,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      top: '50%',
      height: '4px',
      transform: 'translateY(-50%)',
      borderRadius: vars.radius.full,
      background: vars.color.border,
    },
  },
});

export const thumb = style({
  top: '50%',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  border: `2px solid ${vars.color.surface}`,
  boxShadow: `0 0 0 1px ${vars.color.accent}`,
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
    '&[data-dragging]': { background: vars.color.accentPressed },
  },
});
