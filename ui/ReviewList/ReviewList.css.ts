import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingBottom: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
});
