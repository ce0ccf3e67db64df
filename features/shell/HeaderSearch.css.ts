import { style } from '@vanilla-extract/css';
import { focusRingStyle, vars } from '../../ui';

export const searchForm = style({
  width: '100%',
});

export const searchBox = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space['3'],
  color: vars.color.textSubtle,
  pointerEvents: 'none',
});

export const searchInput = style({
  width: '100%',
  minHeight: vars.size.controlMd,
  paddingInlineStart: vars.space['10'],
  paddingInlineEnd: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': { ...focusRingStyle, outlineOffset: '0', background: vars.color.surface },
    '&::-webkit-search-cancel-button': { cursor: 'pointer' },
  },
});
