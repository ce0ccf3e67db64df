import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const doneText = style({
  maxWidth: '30rem',
  marginBottom: vars.space['2'],
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});
