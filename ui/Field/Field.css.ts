import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';
import * as text from '../Text/Text.css';

/** The parts every form field shares: label, description, error and the input box. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const label = style([text.size.sm, text.weight.medium, text.tone.neutral]);

export const requiredMark = style({
  color: vars.color.criticalText,
  marginInlineStart: vars.space['0.5'],
});

/** A field's hint and its error are small text: muted, or critical. */
export const description = style([text.size.sm, text.tone.muted]);

export const errorText = style([text.size.sm, text.tone.critical]);

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
