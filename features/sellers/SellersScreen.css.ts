import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

/** The introduction in lines short enough to read. */
export const intro = style({ maxWidth: '44rem' });

/** Search, university and type: stacked on a phone, in one row from the wide breakpoint. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  alignItems: 'end',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1.5fr) auto' } },
});

export const search = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space['2'], minWidth: 0 });

/** The photo above the text on a phone, beside it from the tablet breakpoint. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  '@media': { [media.tablet]: { flexDirection: 'row', gap: vars.space['4'] } },
});
