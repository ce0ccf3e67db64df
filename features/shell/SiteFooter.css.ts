import { style } from '@vanilla-extract/css';
import { focusRingStyle, media, vars } from '../../ui';
import { frame } from './shell.css';

export const footer = style({
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  marginTop: 'auto',
});

export const inner = style([frame, { paddingBlock: vars.space['8'] }]);

/** The tagline, a shade quieter than the footer's text. */
export const tagline = style({ opacity: 0.85 });

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

/** The copyright line and the legal links, ruled off; on a phone the links come first. */
export const bottom = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['4'],
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.textSubtle}`,
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
