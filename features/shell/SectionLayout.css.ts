import { style } from '@vanilla-extract/css';
import { focusRingStyle, vars } from '../../ui';

export const tabs = style({
  display: 'flex',
  gap: vars.space['1'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space['3'],
  marginBottom: '-1px',
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': {
      color: vars.color.accentText,
      borderBottomColor: vars.color.accent,
      fontWeight: vars.font.weight.semibold,
    },
    '&:focus-visible': { ...focusRingStyle, outlineOffset: '-2px' },
  },
});
