import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  paddingLeft: vars.space['5'],
  listStyle: 'disc',
});

export const muted = style({
  color: vars.color.textMuted,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  marginTop: vars.space['1'],
});

export const refusal = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.criticalSubtle,
  color: vars.color.criticalText,
});
