import { style } from '@vanilla-extract/css';
import { media, sheet, vars } from '../../ui';

/** A listing form as one sheet, its fields well apart (long forms a seller fills in once). */
export const form = sheet;

/** A boxed set of fields under its own title (delivery options, social links, ticket variations). */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** Date, time and AM/PM on one line from the tablet; on a phone the date takes the first line. */
export const dateTime = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto' } },
});

export const dateField = style({ gridColumn: '1 / -1', '@media': { [media.tablet]: { gridColumn: 'auto' } } });

/** One ticket variation: name, price and quantity side by side from the tablet, ruled off from the next. */
export const tierRow = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  paddingBottom: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const tierWide = style({ '@media': { [media.tablet]: { gridColumn: '1 / -1' } } });

/** Whether the custom URL is free: a line that keeps its height so the form does not jump. */
export const slugStatus = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
  minHeight: '1.5rem',
});
