import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

export const zone = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space['2'],
    padding: vars.space['6'],
    textAlign: 'center',
    borderRadius: vars.radius.lg,
    border: `1px dashed ${vars.color.borderStrong}`,
    background: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    selectors: {
      '&[data-focus-visible]': focusRingStyle,
      '&[data-drop-target]': {
        borderStyle: 'solid',
        borderColor: vars.color.accent,
        background: vars.color.accentSubtle,
        color: vars.color.accentText,
      },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    invalid: {
      true: { borderColor: vars.color.critical },
      false: {},
    },
  },
});

export const zoneIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.accentText,
});

export const prompt = style({ fontSize: vars.font.size.sm, color: vars.color.text });

export const hint = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const errors = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const files = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.space['16']} * 4)), 1fr))`,
  gap: vars.space['2'],
  listStyle: 'none',
  padding: 0,
});

export const tile = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    padding: vars.space['2'],
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    minWidth: 0,
  },
  variants: {
    status: {
      uploading: {},
      done: {},
      failed: { borderColor: vars.color.critical, background: vars.color.criticalSubtle },
    },
  },
});

export const thumb = style({
  position: 'relative',
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.space['12'],
  height: vars.space['12'],
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const thumbImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

/** Dims the picture while it uploads, with the spinner on top. */
export const thumbBusy = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.overlay,
  color: vars.color.textInverse,
});

export const meta = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], flexGrow: 1, minWidth: 0 });

export const status = recipe({
  base: { display: 'flex', alignItems: 'center', gap: vars.space['1'], fontSize: vars.font.size.xs },
  variants: {
    tone: {
      muted: { color: vars.color.textMuted },
      positive: { color: vars.color.positiveText },
      critical: { color: vars.color.criticalText },
    },
  },
});

globalStyle(`${status.classNames.base} > svg`, { flexShrink: 0 });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'], flexShrink: 0 });
