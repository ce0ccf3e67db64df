import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
});

export const title = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.semibold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

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
  gridTemplateColumns: '5rem minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: '7rem minmax(0, 1fr) auto', alignItems: 'center' } },
});

export const thumb = style({
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceMuted,
});

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const rowTitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const rowActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  '@media': { [media.tablet]: { gridColumn: 'auto', justifyContent: 'flex-end' } },
});

/** An event's own actions (check-in, cancel), on a line of their own under the row. */
export const eventActions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  '@media': { [media.tablet]: { justifyContent: 'flex-end' } },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [media.tablet]: { padding: vars.space['6'] } },
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const groupTitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });

export const dateTime = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto' } },
});

export const dateField = style({ gridColumn: '1 / -1', '@media': { [media.tablet]: { gridColumn: 'auto' } } });

export const periodLabel = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const tierRow = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  paddingBottom: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const tierWide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

export const slugStatus = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
  minHeight: '1.5rem',
});

export const available = style({ color: vars.color.positiveText, fontWeight: vars.font.weight.medium });

export const taken = style({ color: vars.color.criticalText, fontWeight: vars.font.weight.medium });

export const formError = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.critical}`,
  background: vars.color.criticalSubtle,
  color: vars.color.criticalText,
  fontSize: vars.font.size.sm,
});
