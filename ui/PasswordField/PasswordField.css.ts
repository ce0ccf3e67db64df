import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';
import { inputBox } from '../Field/Field.css';

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const input = style([inputBox, { paddingInlineEnd: vars.size.controlMd }]);

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space['1'],
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '0' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});
