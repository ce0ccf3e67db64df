import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, vars } from '../../ui';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const page = style({
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']} ${vars.space['12']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  '@media': { [tablet]: { padding: `${vars.space['8']} ${vars.space['6']} ${vars.space['16']}` } },
});

export const narrowPage = style([page, { maxWidth: '40rem' }]);

export const heading = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [tablet]: { fontSize: vars.font.size['3xl'] } },
});

export const eventLine = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** One column on phones (the step, then the summary); from the wide breakpoint the summary beside the step. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', columnGap: vars.space['8'] } },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
  '@media': { [tablet]: { padding: vars.space['6'] } },
});

export const summaryPanel = style([panel, { '@media': { [desktop]: { position: 'sticky', top: vars.space['6'] } } }]);

export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const summaryTitle = style([sectionTitle, { textTransform: 'uppercase', letterSpacing: '0.04em' }]);

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tier = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const tierChosen = style({ borderColor: vars.color.accent, background: vars.color.accentSubtle });

export const tierText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const tierName = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const tierPrice = style({ fontWeight: vars.font.weight.bold });

export const tierFacts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'center' });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [tablet]: { gridColumn: '1 / -1' } } });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });

export const spread = style([actions, { justifyContent: 'space-between' }]);

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], margin: 0 });

export const lineRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  fontSize: vars.font.size.sm,
});

export const totalRow = style([
  lineRow,
  {
    borderTop: `1px solid ${vars.color.border}`,
    paddingTop: vars.space['2'],
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.md,
  },
]);

globalStyle(`${lines} dd`, { margin: 0, whiteSpace: 'nowrap' });

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

export const notice = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.size.sm,
});

export const boxIcon = style({ flex: '0 0 auto', marginTop: '0.1rem' });

/** The return page's message: an icon, a title, what it means and what to do. */
export const status = style([
  panel,
  { alignItems: 'center', textAlign: 'center', paddingBlock: vars.space['10'], color: vars.color.text },
]);

export const statusTitle = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });

export const centred = style([actions, { justifyContent: 'center' }]);

/* The buyer's ticket orders list. */

export const row = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'center',
  '@media': { [tablet]: { gridTemplateColumns: '6rem minmax(0, 1fr) auto' } },
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
  '@media': { [tablet]: { gridColumn: 'auto', flexDirection: 'column', alignItems: 'flex-end' } },
});

/* One ticket order. */

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minWidth: 0 });

export const detailHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'] });

export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const detail = style({
  display: 'grid',
  gap: vars.space['5'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minWidth: 0 });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const eventItem = style({
  display: 'grid',
  gridTemplateColumns: '5rem minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'center',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: `${vars.space['2']} ${vars.space['3']}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const ticketGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
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
