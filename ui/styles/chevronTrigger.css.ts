import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * A button that opens something (a select's list, a disclosure's panel): its text at the start,
 * the chevron at the far end.
 */
export const chevronTrigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  textAlign: 'start',
  cursor: 'pointer',
});

/** That button's chevron: never squeezed by a long text, and quieter than it. */
export const triggerChevron = style({ flexShrink: 0, color: vars.color.textMuted });
