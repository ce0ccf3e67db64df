import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { media } from '../theme/media';

/** The page container: centred, at most `width` wide, with the page's gutters and room above and below. */
export const pageBlock = recipe({
  base: {
    marginInline: 'auto',
    padding: `${vars.space['6']} ${vars.space['4']} ${vars.space['12']}`,
    '@media': { [media.tablet]: { padding: `${vars.space['8']} ${vars.space['6']} ${vars.space['16']}` } },
  },
  variants: {
    width: {
      small: { maxWidth: vars.size.pageSmall },
      medium: { maxWidth: vars.size.pageMedium },
      large: { maxWidth: vars.size.pageLarge },
    },
  },
  defaultVariants: { width: 'medium' },
});

export type PageBlockVariants = NonNullable<RecipeVariants<typeof pageBlock>>;
