import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const toggleList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const toggleRow = style({
  paddingBlock: vars.space['3'],
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const chatForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});
