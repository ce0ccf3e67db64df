import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { inputBox } from '../Field/Field.css';

export const textArea = style([
  inputBox,
  {
    display: 'block',
    resize: 'vertical',
    lineHeight: vars.font.lineHeight.normal,
  },
]);

export const footer = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
});

export const count = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-full]': { color: vars.color.criticalText },
  },
});
