import { style } from '@vanilla-extract/css';
import { focusRingStyle, media, vars } from '../../ui';

/** The shell's width and gutters, shared by the header bar, the footer and the dashboards so their edges line up. */
export const frame = style({
  boxSizing: 'border-box',
  maxWidth: vars.size.pageLarge,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { [media.tablet]: { paddingInline: vars.space['8'] } },
});

/** The Kampus wordmark, in the header and the footer. */
export const wordmark = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
});

/** Shown from 1024px: the header's links, search and account actions. */
export const wideOnly = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'flex' } },
});

/** Shown below 1024px: the header's menu button, the dashboard's 'Back to Home'. */
export const narrowOnly = style({
  display: 'flex',
  '@media': { [media.desktop]: { display: 'none' } },
});

/** A row of a vertical list of links (mobile menu, dashboard sidebar): icon and label, highlighted on hover. */
export const rowItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.controlMd,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { ...focusRingStyle, outlineOffset: '-2px' },
  },
});
