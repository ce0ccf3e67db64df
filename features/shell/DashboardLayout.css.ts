import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';
import { rowItem } from './navList.css';

export const dashboard = style({
  boxSizing: 'border-box',
  maxWidth: '80rem',
  marginInline: 'auto',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['6'],
  '@media': {
    [media.tablet]: { paddingInline: vars.space['8'] },
    [media.desktop]: { gridTemplateColumns: '16rem minmax(0, 1fr)', gap: vars.space['8'], paddingBlock: vars.space['8'] },
  },
});

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

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
});

export const backBar = style({
  display: 'flex',
  '@media': { [media.desktop]: { display: 'none' } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const who = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  paddingBottom: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const whoText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  minWidth: 0,
});

export const whoName = style({
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const whoRole = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const sectionTitle = style({
  display: 'block',
  marginBottom: vars.space['1'],
  paddingInline: vars.space['3'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
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
