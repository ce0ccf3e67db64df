import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';

export const field = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const group = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'stretch',
    width: 'fit-content',
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    background: vars.color.surface,
    overflow: 'hidden',
    selectors: {
      '&[data-focus-within]': { ...focusRingStyle, outlineOffset: '0', borderColor: vars.color.focus },
      '&[data-disabled]': { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    },
  },
  variants: {
    size: {
      sm: { height: vars.size.controlSm },
      md: { height: vars.size.controlMd },
    },
  },
  defaultVariants: { size: 'md' },
});

export type QuantityStepperVariants = NonNullable<RecipeVariants<typeof group>>;

export const stepButton = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    padding: 0,
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceMuted },
      '&[data-pressed]:not([data-disabled])': { background: vars.color.surfaceSunken },
      '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '-2px' },
      '&[data-disabled]': { color: vars.color.textSubtle, opacity: 0.5, cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      sm: { width: vars.size.controlSm },
      md: { width: vars.size.controlMd },
    },
  },
  defaultVariants: { size: 'md' },
});

export const input = recipe({
  base: {
    minWidth: 0,
    padding: 0,
    border: 'none',
    borderInline: `1px solid ${vars.color.border}`,
    background: 'transparent',
    color: 'inherit',
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    textAlign: 'center',
    outline: 'none',
  },
  variants: {
    size: {
      sm: { width: vars.space['10'], fontSize: vars.font.size.sm },
      md: { width: vars.space['12'], fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { size: 'md' },
});
