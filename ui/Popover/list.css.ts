import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';
import { listMaxHeight } from './Popover.css';

/** A menu: every item shows; the popover scrolls only when the screen is too short. */
export const menu = style({
  padding: vars.space['1'],
  outline: 'none',
});

/** An option list: about 10rem tall, then it scrolls. */
export const list = style([
  menu,
  {
    maxHeight: listMaxHeight,
    overflowY: 'auto',
  },
]);

/**
 * A row: an option of Select/SearchableSelect or an item of Menu. RAC moves focus (real or
 * virtual) onto rows, so `data-focused` is the highlighted row.
 */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.controlMd,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-pressed]': { background: vars.color.surfaceSunken },
    '&[data-selected]': { color: vars.color.accentText, fontWeight: vars.font.weight.semibold },
    '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textSubtle, cursor: 'not-allowed' },
  },
});

export const critical = style({
  color: vars.color.criticalText,
});

export const itemLabel = style({
  flex: 1,
  minWidth: 0,
});

export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: {
    [`${critical} &`]: { color: 'inherit' },
  },
});

export const checkIcon = style({
  flexShrink: 0,
  color: vars.color.accent,
});

export const separator = style({
  height: '1px',
  marginBlock: vars.space['1'],
  background: vars.color.border,
});

export const sectionHeader = style({
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['1'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

export const emptyState = style({
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['3'],
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
