import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { quietControl } from '../styles/quietControl.css';

/** A segmented control: one rounded track, the chosen segment filled with the accent. */
export const group = style({
  display: 'inline-flex',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-disabled]': { opacity: 0.5 },
  },
});

export const button = style([
  quietControl,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.controlSm,
    paddingInline: vars.space['4'],
    border: 0,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: {
      '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceSunken },
      '&[data-selected]': { background: vars.color.accent, color: vars.color.onAccent },
      '&[data-selected][data-hovered]': { background: vars.color.accentHover },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
]);
