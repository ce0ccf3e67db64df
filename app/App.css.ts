import { style } from '@vanilla-extract/css';
import { vars } from '../ui';

export const page = style({
  maxWidth: '48rem',
  margin: '0 auto',
  padding: `${vars.space['16']} ${vars.space['6']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
});
export const brand = style({ color: vars.color.accentText, fontWeight: vars.font.weight.bold, fontSize: vars.font.size.xl });
export const title = style({ fontSize: vars.font.size['4xl'], fontWeight: vars.font.weight.bold });
export const lead = style({ fontSize: vars.font.size.lg, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });
