import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

/** A channel's toggles, one a row, with a rule between rows. */
export const toggleRow = style({
  paddingBlock: vars.space['3'],
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
