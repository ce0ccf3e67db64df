import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';

/** The bordered box (RAC Group) around the input and the list button; it takes the field look. */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  padding: 0,
  paddingInlineEnd: vars.space['1'],
  selectors: {
    '&[data-focus-within]': { ...focusRingStyle, outlineOffset: '0', borderColor: vars.color.focus },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  paddingInline: vars.space['3'],
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontSize: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const toggle = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[data-disabled]': { cursor: 'not-allowed', background: 'transparent' },
  },
});
