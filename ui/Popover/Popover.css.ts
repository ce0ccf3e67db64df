import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';

/** The spec's dropdown lists are about 10rem tall (4 x 2.5rem). */
export const listMaxHeight = `calc(${vars.space['10']} * 4)`;

/** The floating surface shared by menus, select lists and dropdown panels. */
export const surface = style({
  boxSizing: 'border-box',
  maxWidth: `calc(100vw - ${vars.space['6']})`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  zIndex: vars.zIndex.dropdown,
  overflow: 'auto',
});

export const panel = style({
  width: `calc(${vars.space['16']} * 5)`,
});

export const dialog = style({
  outline: 'none',
  selectors: {
    // A Dialog has no RAC focus state; it takes focus when opened from the keyboard.
    '&:focus-visible': { ...focusRingStyle, outlineOffset: '-2px', borderRadius: vars.radius.md },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const body = style({
  padding: vars.space['4'],
});
