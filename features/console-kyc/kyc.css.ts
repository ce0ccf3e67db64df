import { style } from '@vanilla-extract/css';
import { focusRingStyle, vars } from '../../ui';

/** The student ID's frame: scrolls both ways once the image is zoomed past it. */
export const viewerFrame = style({
  overflow: 'auto',
  maxHeight: '70vh',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  selectors: { '&:focus-visible': focusRingStyle },
});

/** The turned image's bounding box: as wide as the zoom says, as tall as the turned image is. */
export const viewerBox = style({ position: 'relative', maxWidth: 'none', margin: '0 auto' });

/** Centred in its box and turned about its centre. */
export const viewerImage = style({
  position: 'absolute',
  insetInlineStart: '50%',
  insetBlockStart: '50%',
  maxWidth: 'none',
  height: 'auto',
  transformOrigin: 'center',
});

/** A brand's logo beside its facts. */
export const logo = style({
  display: 'block',
  width: '6rem',
  height: '6rem',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** The applicant's words and the reason given, kept as written. */
export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space['3'],
  borderInlineStart: `3px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
