import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const pulse = keyframes({ '50%': { opacity: 0.55 } });

/** The placeholder surface; also used by other primitives' loading fallbacks. */
export const placeholder = style({
  display: 'block',
  background: vars.color.surfaceSunken,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});

export const skeleton = recipe({
  base: [placeholder],
  variants: {
    shape: {
      text: { height: vars.font.size.md, borderRadius: vars.radius.sm, width: '100%' },
      rect: { width: '100%', borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full, flexShrink: 0 },
    },
    size: { sm: {}, md: {}, lg: {} },
    aspectRatio: {
      square: { aspectRatio: '1 / 1' },
      landscape: { aspectRatio: '4 / 3' },
      wide: { aspectRatio: '16 / 9' },
    },
  },
  compoundVariants: [
    { variants: { shape: 'circle', size: 'sm' }, style: { width: vars.size.controlSm, height: vars.size.controlSm } },
    { variants: { shape: 'circle', size: 'md' }, style: { width: vars.size.controlMd, height: vars.size.controlMd } },
    { variants: { shape: 'circle', size: 'lg' }, style: { width: vars.size.controlLg, height: vars.size.controlLg } },
  ],
  defaultVariants: { shape: 'text', size: 'md' },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'], width: '100%' });

/** The last of several lines is shorter, as the end of a paragraph is. */
export const lastLine = style({ width: '60%' });

export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;
