import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * One line, whatever the screen: the current page's name is cut with an ellipsis (the page's own
 * heading says it in full). A trail that wrapped on a phone was a line taller while the fallback
 * font showed, and the page jumped when the web font arrived.
 */
export const list = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  whiteSpace: 'nowrap',
  selectors: { '&[data-current]': { flexShrink: 1, minWidth: 0 } },
});

export const separator = style({
  flexShrink: 0,
  marginInline: vars.space['1'],
  color: vars.color.textSubtle,
});

export const current = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
