import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
export const cell = style({
  textAlign: 'left',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
export const code = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.xs });
export const swatch = style({
  width: vars.space['10'],
  height: vars.space['10'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});
export const pairSample = style({
  display: 'inline-block',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weight.medium,
});
export const spaceBar = style({ height: vars.space['4'], background: vars.color.accent, borderRadius: vars.radius.sm });
export const radiusBox = style({
  width: vars.space['16'],
  height: vars.space['12'],
  background: vars.color.accentSubtle,
  border: `2px solid ${vars.color.accent}`,
});
export const pass = style({ color: vars.color.positiveText, fontWeight: vars.font.weight.semibold });
export const fail = style({ color: vars.color.criticalText, fontWeight: vars.font.weight.semibold });
