import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const step = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const stepTitle = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
  outline: 'none',
});

export const stepDescription = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});

export const done = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['4'],
  paddingBlock: vars.space['4'],
  textAlign: 'center',
});

export const doneIcon = style({ color: vars.color.positive });
