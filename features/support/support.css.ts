import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingStyle, vars } from '../../ui';

/** The help pages read as prose: a measure that stays readable, and roomier lines than the app's forms. */
const readable = { lineHeight: '1.65' };

export const intro = style({ ...readable, maxWidth: '44rem' });

export const faq = style({ maxWidth: '52rem' });

export const faqAnswer = style(readable);

globalStyle(`${faqAnswer} a`, { color: vars.color.accent, textDecoration: 'underline' });

/** The title of a card or of the FAQ: a little more room between its lines than a page heading. */
export const sectionTitle = style({ lineHeight: vars.font.lineHeight.snug });

/** An e-mail address breaks anywhere rather than widen a narrow card. */
export const contactValue = style({ overflowWrap: 'anywhere' });

/** A reference the student may read out or type: in figures that cannot be confused. */
export const reference = style({ fontFamily: vars.font.family.mono, fontWeight: vars.font.weight.semibold });

/** A mailto link: outside the router, so a plain anchor styled like the app's links. */
export const mailLink = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRingStyle },
});
