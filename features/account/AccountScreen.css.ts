import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  padding: vars.space['5'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [media.tablet]: { padding: vars.space['6'] } },
});

export const cardTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const cardText = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const dangerCard = style({
  borderColor: vars.color.critical,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { flexDirection: 'row', alignItems: 'center' } },
});

export const identityText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  flex: 1,
  minWidth: 0,
});

export const name = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
});

export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const photo = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  '@media': { [media.tablet]: { alignItems: 'flex-end', textAlign: 'right', maxWidth: '16rem' } },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space['5'] } },
});

export const narrowFields = style({
  display: 'grid',
  gap: vars.space['4'],
  maxWidth: '28rem',
});

export const emailRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  maxWidth: '28rem',
});

export const sentNotice = style({
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.positiveSubtle,
  color: vars.color.positiveText,
  fontSize: vars.font.size.sm,
});
