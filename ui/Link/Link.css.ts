import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';

export const link = recipe({
  base: {
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    textUnderlineOffset: '0.2em',
    selectors: {
      '&[data-focus-visible]': focusRingStyle,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
  variants: {
    tone: {
      accent: { color: vars.color.accent },
      neutral: { color: vars.color.text },
      inherit: { color: 'inherit' },
    },
    underline: {
      always: { textDecoration: 'underline' },
      hover: {
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      semibold: { fontWeight: vars.font.weight.semibold },
    },
  },
  defaultVariants: { tone: 'accent', underline: 'always', weight: 'regular' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
