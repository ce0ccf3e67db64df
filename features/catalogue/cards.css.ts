import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

/** The grid of cards: two columns on a phone, three on a tablet, four from the wide breakpoint. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  padding: 0,
  margin: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space['4'] },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space['5'] },
  },
});

/** The list view: one card a row. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['3'],
  padding: 0,
  margin: 0,
  listStyle: 'none',
});

export const item = style({ display: 'flex', minWidth: 0 });
globalStyle(`${item} > *`, { flexGrow: 1 });

/** A photo filling its box; the box keeps the 4:3 shape before the photo arrives. */
export const photo = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.textSubtle,
  background: `linear-gradient(135deg, ${vars.color.surfaceMuted}, ${vars.color.surfaceSunken})`,
});
globalStyle(`${placeholder} svg`, { width: '2.5rem', height: '2.5rem', opacity: 0.7 });

/** In the list view: the photo on the left, the text beside it. */
export const listRow = style({
  display: 'grid',
  gridTemplateColumns: '8rem minmax(0, 1fr)',
  gap: vars.space['3'],
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: '13rem minmax(0, 1fr)', gap: vars.space['4'] } },
});

export const listMedia = style({
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0, flexGrow: 1 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.snug,
  fontWeight: vars.font.weight.semibold,
  // Long titles stop after two lines; the full title is still the link's name.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
});

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** Price and the Buy Now look-alike at the bottom of the card. */
export const footerRow = style({
  marginTop: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingTop: vars.space['1'],
});

/** One fact of an event (date, time, venue) after its icon. */
export const fact = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  minWidth: 0,
});
globalStyle(`${fact} svg`, { flexShrink: 0, width: vars.size.iconSm, height: vars.size.iconSm, marginTop: '0.15em' });

export const factText = style({ minWidth: 0, overflowWrap: 'anywhere' });
