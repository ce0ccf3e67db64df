import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';
import { rowItem } from './shell.css';

/* The mobile menu's account section: who is signed in, ruled off from the account links. */
export const userSummary = style({
  paddingBottom: vars.space['3'],
  marginBottom: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const menuItem = style([
  rowItem,
  {
    width: '100%',
    border: 'none',
    background: 'transparent',
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[aria-current="page"]': { color: vars.color.accentText, fontWeight: vars.font.weight.semibold },
    },
  },
]);

export const menuSeparator = style({
  height: '1px',
  marginBlock: vars.space['1'],
  background: vars.color.border,
  border: 'none',
});

export const logoutItem = style({
  color: vars.color.criticalText,
});
