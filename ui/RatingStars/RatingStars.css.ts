import { createVar, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const starSize = createVar();

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    fontFamily: vars.font.family.body,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text,
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.sm, vars: { [starSize]: vars.size.iconSm } },
      md: { fontSize: vars.font.size.md, vars: { [starSize]: vars.size.icon } },
      lg: { fontSize: vars.font.size.lg, vars: { [starSize]: vars.space['6'] } },
    },
  },
  defaultVariants: { size: 'md' },
});

export const stars = style({ display: 'inline-flex', gap: vars.space['0.5'] });

const star = style({ width: starSize, height: starSize, flexShrink: 0 });
export const filledStar = style([star, { color: vars.color.star }]);
export const emptyStar = style([star, { color: vars.color.borderStrong }]);

export const value = style({ fontWeight: vars.font.weight.semibold });

export const count = style({ color: vars.color.textMuted });

export type RatingStarsVariants = NonNullable<RecipeVariants<typeof root>>;
