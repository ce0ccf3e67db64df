import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const frame = style({
  width: '100%',
  maxWidth: '40rem',
  marginInline: 'auto',
  paddingBlock: vars.space['8'],
  paddingInline: vars.space['4'],
});
