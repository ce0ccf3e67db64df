import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], maxWidth: '44rem' });

export const title = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.tablet]: { fontSize: vars.font.size['3xl'] } },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** Search, university and type: stacked on a phone, in one row from the wide breakpoint. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  alignItems: 'end',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1.5fr) auto' } },
});

export const search = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space['2'], minWidth: 0 });

export const item = style({ display: 'grid' });

/** The photo above the text on a phone, beside it from the tablet breakpoint. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  '@media': { [media.tablet]: { flexDirection: 'row', gap: vars.space['4'] } },
});

export const cardText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

export const cardName = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const line = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const skeletonCard = style({
  display: 'flex',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

export const pagination = style({ display: 'flex', justifyContent: 'center' });
