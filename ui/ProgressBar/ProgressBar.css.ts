import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

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

export const label = style({
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const valueLabel = style({
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  display: 'block',
  position: 'relative',
  height: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const fill = recipe({
  base: {
    display: 'block',
    height: '100%',
    borderRadius: vars.radius.full,
    transition: `width ${vars.motion.normal}`,
  },
  variants: {
    tone: {
      accent: { background: vars.color.accent },
      positive: { background: vars.color.positive },
      critical: { background: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'accent' },
});

export type ProgressBarVariants = NonNullable<RecipeVariants<typeof fill>>;
