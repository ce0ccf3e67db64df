import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** The one focus indicator: a 2px ring with an offset, shown for keyboard focus only. */
export const focusRingStyle = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} as const;

export const focusRing = style({
  selectors: {
    '&[data-focus-visible], &:focus-visible': focusRingStyle,
  },
});
