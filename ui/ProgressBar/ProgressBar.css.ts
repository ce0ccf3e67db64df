import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import * as text from '../Text/Text.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  width: '100%',
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['2'],
  fontSize: vars.font.size.sm,
});

export const label = style([text.weight.medium, text.tone.neutral]);

export const valueLabel = style([text.tone.muted, text.numeric, { marginInlineStart: 'auto' }]);

export const track = style({
  display: 'block',
  position: 'relative',
  height: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const fill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  transition: `width ${vars.motion.normal}`,
});

/** The fill's colour by tone: a static class each, so no recipe runtime on the page. */
export const fillTone = styleVariants(
  { accent: vars.color.accent, positive: vars.color.positive, critical: vars.color.critical },
  (background) => ({ background }),
);

export type ProgressBarTone = keyof typeof fillTone;
