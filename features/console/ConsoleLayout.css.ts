import { style } from '@vanilla-extract/css';
import { focusRingStyle, media, vars } from '../../ui';

/** The nav beside the page from 1024 px; above it, behind a Menu button, on a phone or a tablet. */
export const console = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minHeight: '100vh',
  background: vars.color.surface,
  '@media': { [media.desktop]: { gridTemplateColumns: '15rem minmax(0, 1fr)' } },
});

export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  '@media': {
    [media.desktop]: {
      position: 'sticky',
      top: 0,
      alignSelf: 'start',
      height: '100vh',
      boxSizing: 'border-box',
      borderBottom: 'none',
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const brandRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const brand = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRingStyle },
});

/** The Menu button: only where the nav is folded away. */
export const menuButton = style({
  '@media': { [media.desktop]: { display: 'none' } },
});

/** Folded away below 1024 px until the Menu button opens it. */
export const navArea = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space['4'],
  flex: 1,
  selectors: { '&[data-open="true"]': { display: 'flex' } },
  '@media': { [media.desktop]: { display: 'flex' } },
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navItem = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surface },
    '&:focus-visible': { ...focusRingStyle, outlineOffset: '-2px' },
    '&[aria-current="page"]': {
      background: vars.color.accentSubtle,
      color: vars.color.accentText,
      fontWeight: vars.font.weight.semibold,
    },
  },
  '@media': {
    'screen and (forced-colors: active)': { selectors: { '&[aria-current="page"]': { outline: '2px solid CanvasText' } } },
  },
});

/** Who is signed in and the way out, under the nav. */
export const who = style({
  marginTop: 'auto',
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const main = style({
  minWidth: 0,
  padding: vars.space['4'],
  outline: 'none',
  '@media': { [media.tablet]: { padding: vars.space['8'] } },
});

export const centred = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  padding: vars.space['4'],
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
