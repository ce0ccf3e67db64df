import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const title = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });
