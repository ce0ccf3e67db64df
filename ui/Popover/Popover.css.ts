import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { edgedOverlaySurface, overlayHeader } from '../styles/overlay.css';
import { focusRingStyle } from '../theme/focusRing.css';

/** The spec's dropdown lists are about 10rem tall (4 x 2.5rem). */
export const listMaxHeight = `calc(${vars.space['10']} * 4)`;

/** The floating surface shared by menus, select lists and dropdown panels. */
export const surface = style([
  edgedOverlaySurface,
  {
    boxSizing: 'border-box',
    maxWidth: `calc(100vw - ${vars.space['6']})`,
    borderRadius: vars.radius.md,
    zIndex: vars.zIndex.dropdown,
    overflow: 'auto',
  },
]);

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

export const header = style([overlayHeader, { paddingBlock: vars.space['2'], paddingInline: vars.space['4'] }]);

export const title = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const body = style({
  padding: vars.space['4'],
});
