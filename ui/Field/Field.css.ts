import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';

/** The parts every form field shares: label, description, error and the input box. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const requiredMark = style({
  color: vars.color.criticalText,
  marginInlineStart: vars.space['0.5'],
});

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const errorText = style({
  fontSize: vars.font.size.sm,
  color: vars.color.criticalText,
});

export const inputBox = style({
  width: '100%',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['2'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible], &[data-focused]': { ...focusRingStyle, outlineOffset: '0', borderColor: vars.color.focus },
    '&[data-invalid]': { borderColor: vars.color.critical },
    '&[data-disabled]': { background: vars.color.surfaceMuted, color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
