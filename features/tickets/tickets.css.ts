import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

/** One printed ticket, cut out along its dashed edge: never split across two pages. */
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

/** A refunded ticket admits no one: its edge is no longer one to cut along. */
export const ticketVoid = style({ borderStyle: 'solid', background: vars.color.surfaceMuted });

/** The ticket's secret as text, in groups of four, selected whole with one click. */
export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.md,
  letterSpacing: '0.08em',
  userSelect: 'all',
  overflowWrap: 'anywhere',
});

/** What only the screen needs (buttons): left out of the printout. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });
