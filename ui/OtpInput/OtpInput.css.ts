import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';

export const boxes = style({
  display: 'flex',
  gap: vars.space['2'],
  maxWidth: '100%',
});

// A box narrows (never widens) so that six of them fit a phone's card beside its padding.
export const box = style({
  flex: '0 1 auto',
  minWidth: 0,
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  padding: 0,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus': { ...focusRingStyle, outlineOffset: '0', borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': { background: vars.color.surfaceMuted, color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
