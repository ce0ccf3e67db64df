import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.7s linear infinite`,
  },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm, borderWidth: '2px' },
      md: { width: vars.size.icon, height: vars.size.icon, borderWidth: '2px' },
      lg: { width: vars.space['10'], height: vars.space['10'], borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
