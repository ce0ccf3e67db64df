import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { indicatorStates, inlineSelectionLabel } from '../styles/selectionControl.css';

export const root = style([inlineSelectionLabel, { alignItems: 'center', gap: vars.space['3'] }]);

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: '2.75rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.motion.fast}`,
  selectors: indicatorStates(root),
});

export const thumb = style({
  position: 'absolute',
  top: '0.1875rem',
  left: '0.1875rem',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.fast}`,
  selectors: {
    [`${root}[data-selected] &`]: { transform: 'translateX(1.25rem)' },
  },
});
