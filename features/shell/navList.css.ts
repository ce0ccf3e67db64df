import { style } from '@vanilla-extract/css';
import { focusRingStyle, vars } from '../../ui';

/** A vertical list of links (user menu, mobile menu, dashboard sidebar). */
export const verticalList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

/** One row of such a list: icon and label, highlighted on hover, ringed on keyboard focus. */
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
