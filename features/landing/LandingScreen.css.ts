import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

/** The landing page's room: wider gutters and more air between its sections than a content page. */
export const page = style({
  maxWidth: vars.size.pageLarge,
  margin: '0 auto',
  padding: `${vars.space['12']} ${vars.space['6']}`,
});

export const hero = style({ maxWidth: '44rem' });

export const title = style({
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.tablet]: { fontSize: vars.font.size['5xl'] } },
});

/** One step of the escrow explainer, on a quiet tile. */
export const step = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

/** The invitation to sell, on the accent's tint. */
export const sell = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.xl,
  background: vars.color.accentSubtle,
  '@media': { [media.tablet]: { padding: vars.space['10'] } },
});

export const sellIcon = style({ width: vars.space['6'], height: vars.space['6'], color: vars.color.accentText });
