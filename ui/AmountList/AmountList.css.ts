import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], margin: 0 });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  fontSize: vars.font.size.sm,
});

export const total = style([
  row,
  {
    borderTop: `1px solid ${vars.color.border}`,
    paddingTop: vars.space['2'],
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.md,
  },
]);

globalStyle(`${list} dd`, { margin: 0, whiteSpace: 'nowrap' });
