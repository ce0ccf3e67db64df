import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * What floats above the page (drawer, modal, popover, toast): the page's surface and text,
 * lifted by the large shadow. Focus is shown by the content inside, not by the surface.
 */
export const overlaySurface = style({
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

/** An overlay that sits on other content without a backdrop (popover, toast) also gets an edge. */
export const edgedOverlaySurface = style([overlaySurface, { border: `1px solid ${vars.color.border}` }]);

/** The top bar of a drawer or popover: its title, then its close button at the far end, over a rule. */
export const overlayHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  borderBlockEnd: `1px solid ${vars.color.border}`,
});
