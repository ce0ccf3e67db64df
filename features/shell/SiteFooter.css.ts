import { style } from '@vanilla-extract/css';
import { focusRingStyle, media, vars } from '../../ui';

export const footer = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  marginTop: 'auto',
});

export const inner = style({
  boxSizing: 'border-box',
  maxWidth: '80rem',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['8'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  '@media': {
    [media.tablet]: { paddingInline: vars.space['8'] },
  },
});

export const logo = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
});

export const tagline = style({
  fontSize: vars.font.size.sm,
  opacity: 0.85,
});

export const socials = style({
  display: 'flex',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.textInverse}`,
  color: vars.color.textInverse,
  selectors: {
    '&:hover': { background: vars.color.textInverse, color: vars.color.surfaceInverse },
    '&:focus-visible': { ...focusRingStyle, outlineColor: vars.color.textInverse },
  },
});

export const bottom = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['4'],
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.textSubtle}`,
  fontSize: vars.font.size.sm,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const legalLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['6']}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const legalLink = style({
  color: vars.color.textInverse,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { ...focusRingStyle, outlineColor: vars.color.textInverse },
  },
});
