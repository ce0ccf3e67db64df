import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { quietControl } from '../styles/quietControl.css';

export const closeButton = recipe({
  base: [
    quietControl,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      padding: 0,
      border: 'none',
      borderRadius: vars.radius.md,
      transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
      selectors: {
        '&[data-hovered]': { background: vars.color.surfaceMuted, color: vars.color.text },
        '&[data-pressed]': { background: vars.color.surfaceSunken, color: vars.color.text },
      },
    },
  ],
  variants: {
    size: {
      sm: { width: vars.size.controlSm, height: vars.size.controlSm },
      md: { width: vars.size.controlMd, height: vars.size.controlMd },
    },
  },
  defaultVariants: { size: 'md' },
});

export type CloseButtonVariants = NonNullable<RecipeVariants<typeof closeButton>>;
