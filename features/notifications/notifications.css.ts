import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingStyle, vars } from '../../ui';

export const bellWrap = style({
  position: 'relative',
  display: 'inline-flex',
});

export const unreadBadge = style({
  position: 'absolute',
  top: `calc(${vars.space['2']} * -1)`,
  insetInlineEnd: `calc(${vars.space['2']} * -1)`,
  minWidth: vars.space['4'],
  height: vars.space['4'],
  paddingInline: vars.space['1'],
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.onCritical,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  pointerEvents: 'none',
});

/** The panel's content scrolls inside the popover when the list is long. */
export const list = style({
  listStyle: 'none',
  margin: `calc(${vars.space['4']} * -1)`,
  padding: 0,
  maxHeight: 'min(60vh, 28rem)',
  overflowY: 'auto',
});

export const item = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space['3'],
  paddingBlock: vars.space['3'],
  paddingInline: vars.space['4'],
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const itemUnread = style({
  background: vars.color.accentSubtle,
});

export const marker = style({
  flexShrink: 0,
  width: vars.space['2'],
  height: vars.space['2'],
  marginTop: vars.space['2'],
  borderRadius: vars.radius.full,
});

export const markerUnread = style({ background: vars.color.accent });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
  fontSize: vars.font.size.sm,
});

export const title = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

/** The title's link covers the whole item, so the item is one target. */
globalStyle(`${title} a::after`, { content: '""', position: 'absolute', inset: 0 });
globalStyle(`${title} a[data-focus-visible]`, { outline: 'none' });
globalStyle(`${title} a[data-focus-visible]::after`, { ...focusRingStyle, outlineOffset: '-2px' });

export const body = style({
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const time = style({
  color: vars.color.textSubtle,
  fontSize: vars.font.size.xs,
});

export const status = style({
  paddingBlock: vars.space['2'],
});
