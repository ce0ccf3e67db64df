import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';
import { frame, rowItem } from './shell.css';

/** The sidebar beside the page from 1024px; the page alone below. */
export const dashboard = style([
  frame,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space['6'],
    paddingBlock: vars.space['6'],
    '@media': {
      [media.desktop]: { gridTemplateColumns: '16rem minmax(0, 1fr)', gap: vars.space['8'], paddingBlock: vars.space['8'] },
    },
  },
]);

export const sidebar = style({
  display: 'none',
  '@media': {
    [media.desktop]: {
      display: 'block',
      alignSelf: 'start',
      position: 'sticky',
      top: `calc(${vars.space['16']} + ${vars.space['6']})`,
    },
  },
});

/** Who is signed in, ruled off from the links. */
export const who = style({
  paddingBottom: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A section's name above its links, in small capitals lined up with the links' text. */
export const sectionTitle = style({
  paddingInline: vars.space['3'],
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const item = style([
  rowItem,
  {
    fontWeight: vars.font.weight.medium,
    selectors: {
      '&[aria-current="page"]': {
        background: vars.color.accentSubtle,
        color: vars.color.accentText,
        fontWeight: vars.font.weight.semibold,
      },
    },
  },
]);

export const itemIcon = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  selectors: { [`${item}[aria-current="page"] &`]: { color: vars.color.accentText } },
});

export const chevron = style({
  marginInlineStart: 'auto',
  color: vars.color.textSubtle,
  '@media': { [media.desktop]: { display: 'none' } },
});

export const switchArea = style({
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
});
