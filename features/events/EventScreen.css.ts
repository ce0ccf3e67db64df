import { style } from '@vanilla-extract/css';
import { focusRingStyle, vars } from '../../ui';

/** What the banner is shown at, for its `sizes`. */
export const BANNER_SIZES = '(min-width: 1152px) 640px, (min-width: 1024px) 58vw, 100vw';

export const banner = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
});

export const bannerImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const bannerEmpty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  height: '100%',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const factIcon = style({ display: 'inline-flex', color: vars.color.accentText });

export const factName = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

/** Under the name, lined up with its text rather than its icon. */
export const factValue = style({
  margin: 0,
  paddingInlineStart: `calc(${vars.size.iconSm} + ${vars.space['2']})`,
  overflowWrap: 'anywhere',
});

export const ended = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'center',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.warningText,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: vars.size.controlSm,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, borderColor: vars.color.borderStrong },
    '&:focus-visible': focusRingStyle,
  },
});
