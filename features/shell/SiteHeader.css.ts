import { style } from '@vanilla-extract/css';
import { focusRingStyle, media, vars } from '../../ui';
import { rowItem } from './navList.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  boxSizing: 'border-box',
  maxWidth: '80rem',
  marginInline: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  minHeight: vars.space['16'],
  paddingInline: vars.space['4'],
  '@media': { [media.tablet]: { paddingInline: vars.space['8'] } },
});

export const logo = style({
  flexShrink: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
  color: vars.color.accent,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRingStyle },
});

/** Shown from 1024px: the links, the search and the account actions in the bar. */
export const wideOnly = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'flex' } },
});

/** Shown below 1024px: the menu button. */
export const narrowOnly = style({
  display: 'flex',
  '@media': { [media.desktop]: { display: 'none' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

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

export const searchForm = style({
  width: '100%',
});

export const searchBox = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space['3'],
  color: vars.color.textSubtle,
  pointerEvents: 'none',
});

export const searchInput = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.controlMd,
  paddingInlineStart: vars.space['10'],
  paddingInlineEnd: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { ...focusRingStyle, outlineOffset: '0', background: vars.color.surface },
    '&::-webkit-search-cancel-button': { cursor: 'pointer' },
  },
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

/* The mobile menu's account section: who is signed in, then the account links. */
export const userSummary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBottom: vars.space['3'],
  marginBottom: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const userName = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontWeight: vars.font.weight.semibold,
});

export const userEmail = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const menuItem = style([
  rowItem,
  {
    width: '100%',
    boxSizing: 'border-box',
    border: 'none',
    background: 'transparent',
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[aria-current="page"]': { color: vars.color.accentText, fontWeight: vars.font.weight.semibold },
    },
  },
]);

export const menuIcon = style({
  flexShrink: 0,
  color: vars.color.textMuted,
});

export const menuSeparator = style({
  height: '1px',
  marginBlock: vars.space['1'],
  background: vars.color.border,
  border: 'none',
});

export const logoutItem = style({
  color: vars.color.criticalText,
});

/* The mobile menu's content, inside ui's Drawer (which scrolls and pads it). */

export const mobileAuthActions = style({
  display: 'grid',
  gap: vars.space['3'],
});
