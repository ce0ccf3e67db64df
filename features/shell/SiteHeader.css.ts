import { style } from '@vanilla-extract/css';
import { focusRingStyle, media, vars } from '../../ui';
import { frame, wordmark } from './shell.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style([frame, { display: 'flex', alignItems: 'center', gap: vars.space['4'], minHeight: vars.space['16'] }]);

export const logo = style([
  wordmark,
  {
    flexShrink: 0,
    color: vars.color.accent,
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    selectors: { '&:focus-visible': focusRingStyle },
  },
]);

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { color: vars.color.accentText, background: vars.color.accentSubtle },
    '&:focus-visible': focusRingStyle,
  },
});

export const search = style({
  flex: 1,
  minWidth: 0,
  maxWidth: '28rem',
  marginInlineStart: 'auto',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  flexShrink: 0,
  marginInlineStart: 'auto',
  '@media': { [media.desktop]: { gap: vars.space['2'], marginInlineStart: 0 } },
});

/** The user menu, or Log In and Sign Up: in the bar from 1024px, in the mobile menu below. */
export const accountActions = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'flex', alignItems: 'center', gap: vars.space['2'] } },
});
