import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  fontSize: vars.font.size.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const track = style({
  flexShrink: 0,
  position: 'relative',
  width: '2.75rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.motion.fast}`,
  selectors: {
    [`${root}[data-selected] &`]: { background: vars.color.accent },
    [`${root}[data-focus-visible] &`]: focusRingStyle,
    [`${root}[data-disabled] &`]: { opacity: 0.5 },
  },
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
