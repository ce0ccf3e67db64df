import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme/media';
import { vars } from '../theme/contract.css';

const row = style({ display: 'grid', gap: vars.space['3'] });

/**
 * `summary`: a thing with its amount and status (an order), centred on its picture.
 * `controls`: a thing someone manages (a listing), with a larger picture and room for buttons.
 */
export const kind = styleVariants({
  summary: [
    row,
    {
      gridTemplateColumns: '4.5rem minmax(0, 1fr)',
      alignItems: 'center',
      '@media': { [media.tablet]: { gridTemplateColumns: '6rem minmax(0, 1fr) auto' } },
    },
  ],
  controls: [
    row,
    {
      gridTemplateColumns: '5rem minmax(0, 1fr)',
      alignItems: 'start',
      '@media': { [media.tablet]: { gridTemplateColumns: '7rem minmax(0, 1fr) auto', alignItems: 'center' } },
    },
  ],
});

export const media_ = style({
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceMuted,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 });

/** A long name without spaces breaks rather than widening the row. */
export const title = style({ overflowWrap: 'anywhere' });

/** Under the picture and the text on a phone, beside them from the tablet. */
const wide = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const aside = styleVariants({
  summary: [
    wide,
    {
      justifyContent: 'space-between',
      '@media': { [media.tablet]: { gridColumn: 'auto', flexDirection: 'column', alignItems: 'flex-end' } },
    },
  ],
  controls: [wide, { '@media': { [media.tablet]: { gridColumn: 'auto', justifyContent: 'flex-end' } } }],
});

/** A line of its own under the row (more actions), at its end from the tablet. */
export const footer = style([wide, { '@media': { [media.tablet]: { justifyContent: 'flex-end' } } }]);
