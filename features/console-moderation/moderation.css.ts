import { style, styleVariants } from '@vanilla-extract/css';
import { outlined, vars } from '../../ui';

/** A report's details and an owner's answer, kept as written. */
export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space['3'],
  borderInlineStart: `3px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** A list without bullets whose items are set apart by a rule. */
export const rows = style({ margin: 0, padding: 0, listStyle: 'none' });

export const row = style({
  paddingBlock: vars.space['3'],
  selectors: {
    '&:first-child': { paddingBlockStart: 0 },
    '&:not(:last-child)': { borderBlockEnd: `1px solid ${vars.color.border}` },
  },
});

/**
 * One chat message: the owner's on a tinted surface so the two sides read apart; a reported or
 * flagged one edged in the colour of its badge (the badge says why, the edge only finds it).
 */
export const message = styleVariants({
  other: [outlined.md],
  owner: [outlined.md, { background: vars.color.surfaceMuted }],
});

export const marked = styleVariants({
  reported: { borderInlineStart: `4px solid ${vars.color.critical}` },
  flagged: { borderInlineStart: `4px solid ${vars.color.warning}` },
  plain: {},
});

export const messageText = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
