import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const notice = style({
  display: 'flex',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.critical}`,
  background: vars.color.criticalSubtle,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const icon = style({ flexShrink: 0, color: vars.color.criticalText, marginTop: vars.space['0.5'] });

export const title = style({ fontWeight: vars.font.weight.semibold, color: vars.color.criticalText });
