import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const item = style({
  display: 'grid',
  gridTemplateColumns: '5rem minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'center',
});

export const media = style({
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceMuted,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });
