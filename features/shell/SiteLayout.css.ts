import { style } from '@vanilla-extract/css';
import { focusRingStyle, vars } from '../../ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.surface,
});

export const main = style({
  flex: 1,
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
