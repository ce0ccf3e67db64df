import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  rowGap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const crumb = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
});

export const separator = style({
  flexShrink: 0,
  marginInline: vars.space['1'],
  color: vars.color.textSubtle,
});

export const current = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});
