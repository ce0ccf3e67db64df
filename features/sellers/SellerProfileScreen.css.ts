import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.xl,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center', padding: vars.space['8'], gap: vars.space['6'] } },
});

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], minWidth: 0 });

export const name = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: vars.font.size['3xl'] } },
});

export const line = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'] });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 });

export const sectionTitle = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const about = style({ whiteSpace: 'pre-line', lineHeight: vars.font.lineHeight.normal, overflowWrap: 'anywhere' });

export const reviews = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingBottom: vars.space['4'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const reviewAuthor = style({ fontWeight: vars.font.weight.semibold });

export const pagination = style({ display: 'flex', justifyContent: 'center' });
