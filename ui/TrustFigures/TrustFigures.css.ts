import { style } from '@vanilla-extract/css';
import { media } from '../theme/media';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['2'],
  margin: 0,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const term = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const value = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const note = style({
  margin: 0,
  marginTop: vars.space['3'],
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
