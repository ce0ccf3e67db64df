import { style } from '@vanilla-extract/css';
import { sheet, vars } from '../../ui';

/** The settings panel of blocked people, like the other settings panels. */
export const panel = sheet;

/** One blocked person: their picture and name, Unblock at the end of the line. */
export const person = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

/** The name and the date take the room left by the picture and the button. */
export const personText = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });

/** The blocked people, flush with the panel's heading. */
export const people = style({ margin: 0, padding: 0, listStyle: 'none' });
