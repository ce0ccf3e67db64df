import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const price = recipe({
  base: {
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    lineHeight: vars.font.lineHeight.tight,
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.xl },
      xl: { fontSize: vars.font.size['3xl'] },
    },
    tone: {
      default: { color: vars.color.text },
      accent: { color: vars.color.accentText },
      muted: { color: vars.color.textMuted },
      critical: { color: vars.color.criticalText },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      semibold: { fontWeight: vars.font.weight.semibold },
      bold: { fontWeight: vars.font.weight.bold },
    },
  },
  defaultVariants: { size: 'md', tone: 'default', weight: 'semibold' },
});

export type PriceVariants = NonNullable<RecipeVariants<typeof price>>;
