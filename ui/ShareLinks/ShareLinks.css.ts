import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, color: vars.color.textMuted });

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

/** A round icon control: the same look for the share links and the copy button. */
export const item = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  padding: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:hover, &[data-hovered]': { background: vars.color.surfaceMuted, borderColor: vars.color.borderStrong },
    '&:active, &[data-pressed]': { background: vars.color.surfaceSunken },
    '&:focus-visible, &[data-focus-visible]': focusRingStyle,
  },
});
