import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const list = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
