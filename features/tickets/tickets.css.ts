import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tierName = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });

export const spread = style([actions, { justifyContent: 'space-between' }]);

export const problem = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.criticalSubtle,
  color: vars.color.criticalText,
  fontSize: vars.font.size.sm,
});

export const boxIcon = style({ flex: '0 0 auto', marginTop: '0.1rem' });

/* The buyer's ticket orders list. */

export const row = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'center',
  '@media': { [media.tablet]: { gridTemplateColumns: '6rem minmax(0, 1fr) auto' } },
});

export const thumb = style({
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceMuted,
});

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const rowTitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const rowSide = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  '@media': { [media.tablet]: { gridColumn: 'auto', flexDirection: 'column', alignItems: 'flex-end' } },
});

/* One ticket order. */

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const ticketGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** One printed ticket: never split across two pages. */
export const ticket = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: vars.space['4'],
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: 'center',
  breakInside: 'avoid',
  '@media': { print: { border: '1px solid #000', marginBottom: '1rem' } },
});

export const ticketVoid = style({ borderStyle: 'solid', background: vars.color.surfaceMuted });

export const ticketHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const qr = style({ width: '11rem', height: '11rem', background: '#fff', imageRendering: 'pixelated' });

export const qrPending = style([qr, { display: 'flex', alignItems: 'center', justifyContent: 'center' }]);

export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.md,
  letterSpacing: '0.08em',
  userSelect: 'all',
  overflowWrap: 'anywhere',
});

export const codeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
});

/** What only the screen needs (buttons): left out of the printout. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

export const countdown = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.font.weight.semibold,
});
