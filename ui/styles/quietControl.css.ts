import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';

/**
 * A control with no fill of its own until it is hovered or chosen (a close button, a toolbar
 * toggle, a segment): muted text, and the focus ring for keyboard focus.
 */
export const quietControl = style({
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingStyle },
});
