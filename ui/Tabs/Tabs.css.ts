import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

/** Scrolls sideways on narrow screens instead of wrapping the tabs. */
export const tabList = style({
  display: 'flex',
  gap: vars.space['1'],
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'none',
});

export const tab = style({
  flexShrink: 0,
  position: 'relative',
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  marginBottom: '-1px',
  borderBottom: '2px solid transparent',
  borderTopLeftRadius: vars.radius.sm,
  borderTopRightRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.accentText, borderBottomColor: vars.color.accent },
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
});

export const tabPanel = style({
  paddingBlock: vars.space['4'],
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
  },
});
