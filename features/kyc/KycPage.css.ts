import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

/** The page: one centred card, full width on a phone. */
export const page = style({
  width: '100%',
  maxWidth: '44rem',
  marginInline: 'auto',
  paddingBlock: vars.space['6'],
  paddingInline: vars.space['4'],
  '@media': { [media.tablet]: { paddingBlock: vars.space['10'] } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.sm,
  '@media': { [media.tablet]: { padding: vars.space['8'] } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const eyebrow = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.accentText,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
});

export const title = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  '@media': { [media.tablet]: { fontSize: vars.font.size['3xl'] } },
});

export const lead = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

/** Back on the left, the main action on the right; stacked (main action on top) on a phone. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['3'],
  paddingTop: vars.space['5'],
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' } },
});
