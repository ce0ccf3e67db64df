import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

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

/** The message: a long link or code in it breaks rather than widening the panel. */
export const body = style({
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const status = style({
  paddingBlock: vars.space['2'],
});
