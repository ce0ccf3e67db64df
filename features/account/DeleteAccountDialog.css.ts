import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

/** What deleting erases, as a bulleted list: each line a consequence to read. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  paddingLeft: vars.space['5'],
  listStyle: 'disc',
});

/** The password sits a little apart from the explanation above it. */
export const confirmation = style({ marginTop: vars.space['1'] });
