import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

/** 'Or continue with' between two rules. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});
