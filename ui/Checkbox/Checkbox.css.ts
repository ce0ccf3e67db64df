import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { indicatorStates, inlineSelectionLabel } from '../styles/selectionControl.css';

export const root = style([inlineSelectionLabel, { alignItems: 'flex-start' }]);

export const box = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.icon,
  height: vars.size.icon,
  marginTop: '0.125rem',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onAccent,
  selectors: {
    ...indicatorStates(root),
    [`${root}[data-invalid] &`]: { borderColor: vars.color.critical },
  },
});

export const mark = style({ width: '0.875rem', height: '0.875rem' });

export const errorText = style({
  display: 'block',
  marginTop: vars.space['1'],
  fontSize: vars.font.size.sm,
  color: vars.color.criticalText,
});
