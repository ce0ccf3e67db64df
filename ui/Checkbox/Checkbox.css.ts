import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.font.size.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

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
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${root}[data-focus-visible] &`]: focusRingStyle,
    [`${root}[data-invalid] &`]: { borderColor: vars.color.critical },
    [`${root}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const mark = style({ width: '0.875rem', height: '0.875rem' });

export const errorText = style({
  display: 'block',
  marginTop: vars.space['1'],
  fontSize: vars.font.size.sm,
  color: vars.color.criticalText,
});
