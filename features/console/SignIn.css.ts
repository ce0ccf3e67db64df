import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

export const page = style({
  display: 'grid',
  // One column no wider than the screen: an auto track would grow to the code boxes' width.
  gridTemplateColumns: 'minmax(0, 1fr)',
  justifyItems: 'center',
  alignItems: 'start',
  minHeight: '100vh',
  padding: vars.space['4'],
  background: vars.color.surfaceMuted,
  boxSizing: 'border-box',
  '@media': { [media.tablet]: { alignItems: 'center', padding: vars.space['8'] } },
});

export const column = style({ width: '100%', maxWidth: '28rem' });

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: 1.25,
  outline: 'none',
});

/** The QR code at a size a phone's camera reads from a laptop screen. */
export const qr = style({ width: '12rem', maxWidth: '100%', marginInline: 'auto' });

/** The secret and the recovery codes: monospaced, so that 0/O and 1/l are told apart. */
export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.md,
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
});

export const codeList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  padding: vars.space['4'],
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
