import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const sentTo = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.textMuted,
});

export const resend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const countdown = style({
  fontVariantNumeric: 'tabular-nums',
});
