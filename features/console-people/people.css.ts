import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

/** A section's list of rows (orders, listings, sessions, wallet lines), each divided from the next. */
export const rows = style({ listStyle: 'none', margin: 0, padding: 0 });

export const row = style({
  paddingBlock: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { paddingTop: 0 }, '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});

/** Ids and references: long, unbroken, and copied by hand, so they may wrap anywhere. */
export const code = style({ overflowWrap: 'anywhere' });
