import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

/** The available balance, the figure the page is about. */
export const balanceAmount = style({
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

/** The other balances, set apart from the available one by a rule. */
export const figures = style({ paddingTop: vars.space['4'], borderTop: `1px solid ${vars.color.border}` });

/** A name over its amount; the item of a `dl`, so that its `dt` and `dd` stay the list's own. */
export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

/** A month's total: a figure on a tinted tile. */
export const tile = style([
  figure,
  { padding: vars.space['3'], borderRadius: vars.radius.md, background: vars.color.surfaceMuted },
]);

export const monthPicker = style({ minWidth: '14rem' });

/** A description is the payer's own words: a long reference breaks anywhere. */
export const breakAnywhere = style({ overflowWrap: 'anywhere' });
