import { style } from '@vanilla-extract/css';
import { media, sheet, vars } from '../../ui';

/** A settings panel: roomier than a `Card`, as each holds a whole form. */
export const card = sheet;

/** A panel's title sits closer to the line under it than a page heading does. */
export const cardTitle = style({ lineHeight: vars.font.lineHeight.snug });

/** The panel of what cannot be undone (deleting the account). */
export const dangerCard = style([card, { borderColor: vars.color.critical }]);

/** The photo's button and hint: under the name on a phone, at the end of the row beside it from a tablet. */
export const photo = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  '@media': { [media.tablet]: { alignItems: 'flex-end', textAlign: 'right', maxWidth: '16rem' } },
});

/** First and last name, university and phone: two by two from a tablet. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space['5'] } },
});

/** A single column of fields no wider than a password or an e-mail address needs. */
export const narrow = style({ maxWidth: '28rem' });
