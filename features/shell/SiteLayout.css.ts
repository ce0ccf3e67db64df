import { style } from '@vanilla-extract/css';
import { focusRingStyle, vars } from '../../ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surface,
});

/**
 * At least a screen high, so the footer starts below the fold: a page still loading its content
 * would otherwise show the footer, then push it away (a layout shift on every visit).
 */
export const main = style({
  flex: 1,
  minHeight: '100vh',
  outline: 'none',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space['4'],
  top: vars.space['2'],
  zIndex: vars.zIndex.toast,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
    '&:focus-visible': focusRingStyle,
  },
});
