import { style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { avatarPalette } from './initials';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: vars.size.controlSm, height: vars.size.controlSm, fontSize: vars.font.size.xs },
      md: { width: vars.size.controlMd, height: vars.size.controlMd, fontSize: vars.font.size.sm },
      lg: { width: vars.size.controlLg, height: vars.size.controlLg, fontSize: vars.font.size.md },
      xl: { width: vars.space['16'], height: vars.space['16'], fontSize: vars.font.size.xl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const tone = styleVariants(avatarPalette, ({ background, foreground }) => ({
  background: vars.color[background],
  color: vars.color[foreground],
}));

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;
