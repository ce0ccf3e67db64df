import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  paddingInline: vars.space['4'],
});

export const summaryRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  paddingBlock: vars.space['3'],
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const term = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const detail = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  textAlign: 'right',
  overflowWrap: 'anywhere',
});
