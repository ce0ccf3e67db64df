import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const current = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const previewRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

/** The crop as it will show: a circle the size of the profile's avatar. */
export const preview = style({
  position: 'relative',
  flexShrink: 0,
  width: vars.space['16'],
  height: vars.space['16'],
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
});

export const previewImage = style({
  position: 'absolute',
  top: 0,
  left: 0,
  maxWidth: 'none',
  transformOrigin: '0 0',
});

export const error = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.criticalSubtle,
  color: vars.color.criticalText,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  justifyContent: 'flex-end',
  width: '100%',
});

export const leading = style({ marginRight: 'auto' });
