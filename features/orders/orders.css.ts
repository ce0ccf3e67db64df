import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

/** The status filter beside the title: wide enough for the longest status. */
export const filter = style({ minWidth: '14rem' });

/** The escrow code as the buyer reads it out: large, in figures of equal width, spaced apart. */
export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.3em',
});

export const disputePhoto = style({ width: '5rem', height: '5rem', objectFit: 'cover', borderRadius: vars.radius.md });

export const video = style({
  width: '100%',
  maxHeight: '60vh',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
