import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

/** An auth screen's column: no wider than its form needs. */
export const screen = style({ width: '100%', maxWidth: '28rem' });

/** Two fields side by side where there is room (first and last name). */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space['4'],
});

/** A fieldset that only groups (for disabling a prerendered form): no box of its own. */
export const fields = style({
  display: 'contents',
  border: 0,
  padding: 0,
  minWidth: 0,
});
