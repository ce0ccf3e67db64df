import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingStyle, media, vars } from '../../ui';

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  maxWidth: '44rem',
});

export const title = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.tablet]: { fontSize: vars.font.size['3xl'] } },
});

export const lead = style({
  color: vars.color.textMuted,
  lineHeight: '1.65',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
  '@media': { [media.tablet]: { padding: vars.space['6'] } },
});

export const cardTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const problem = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.criticalSubtle,
  color: vars.color.criticalText,
  fontSize: vars.font.size.sm,
});

export const sent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  alignItems: 'flex-start',
});

export const sentTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.positiveText,
});

export const reference = style({
  fontFamily: vars.font.family.mono,
  fontWeight: vars.font.weight.semibold,
});

export const contactList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: 0,
});

export const contactTerm = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const contactValue = style({
  margin: 0,
  overflowWrap: 'anywhere',
});

export const faq = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  maxWidth: '52rem',
});

export const faqAnswer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  lineHeight: '1.65',
});

/** A mailto link: outside the router, so a plain anchor styled like the app's links. */
export const mailLink = style({
  color: vars.color.accent,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRingStyle },
});

globalStyle(`${faqAnswer} a`, { color: vars.color.accent, textDecoration: 'underline' });
