import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'], minWidth: 0 });

export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The balance card: the available amount and its actions, then the other figures. */
export const balanceTop = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' } },
});

export const balanceLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const balanceAmount = style({
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const balanceActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  margin: 0,
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

globalStyle(`${figure} dt`, { color: vars.color.textMuted, fontSize: vars.font.size.sm });
globalStyle(`${figure} dd`, { margin: 0, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

export const sectionTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const monthPicker = style({ minWidth: '14rem' });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  margin: 0,
});

export const total = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

globalStyle(`${total} dt`, { color: vars.color.textMuted, fontSize: vars.font.size.sm });
globalStyle(`${total} dd`, { margin: 0, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space['3'],
  alignItems: 'center',
});

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const rowTitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const rowDescription = style({ overflowWrap: 'anywhere' });

/** A signed amount: money in reads green, money out red. */
export const amount = styleVariants({
  in: {
    color: vars.color.positiveText,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  out: {
    color: vars.color.criticalText,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  /** Paid or refunded by card: the wallet's balance did not move. */
  card: {
    color: vars.color.text,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
});

/** 'Paid by card, held in escrow' under a row that never touched the balance. */
export const cardNote = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const bigAmount = style({ fontSize: vars.font.size['2xl'] });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: `${vars.space['2']} ${vars.space['3']}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], color: vars.color.text });

export const alert = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.critical}`,
  background: vars.color.criticalSubtle,
  color: vars.color.criticalText,
  fontSize: vars.font.size.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const notice = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

/** A centred outcome: an icon, a title, a line or two and the way on. */
export const outcome = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['4']} 0`,
  color: vars.color.text,
});

export const outcomeTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const depositBanner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const depositBannerText = style({ flex: '1 1 16rem', display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

/** The buttons at the foot of a step inside the withdrawal modal, laid out as the modal's own. */
export const stepActions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['3'],
  paddingBlockStart: vars.space['2'],
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});

export const account = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const accountName = style({ fontWeight: vars.font.weight.semibold });
