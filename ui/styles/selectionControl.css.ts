import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';

/**
 * The clickable label of a checkbox, switch or radio option: the whole label selects, and a
 * disabled one says so by its cursor and a muted colour.
 */
export const selectionLabel = style({
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

/** A checkbox or switch: its indicator beside its text, on one line with the body text. */
export const inlineSelectionLabel = style([
  selectionLabel,
  { display: 'inline-flex', gap: vars.space['2'], fontSize: vars.font.size.md },
]);

/**
 * The states a checkbox's or switch's indicator shows for its label (`label` is that label's
 * class): the accent fill when on, the focus ring for keyboard focus, faded when disabled.
 */
export function indicatorStates(label: string) {
  return {
    [`${label}[data-selected] &, ${label}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${label}[data-focus-visible] &`]: focusRingStyle,
    [`${label}[data-disabled] &`]: { opacity: 0.5 },
  };
}
