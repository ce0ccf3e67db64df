import { style } from '@vanilla-extract/css';
import { vars } from '../../ui';

/** The crop as it will show: a circle the size of the profile's avatar. */
export const preview = style({
  position: 'relative',
  display: 'block',
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

/** 'Remove photo' stands apart, at the start of the row, from Cancel and Save at its end. */
export const leading = style({ marginRight: 'auto' });
