import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';

/** Shared by Button and LinkButton, so a link that looks like a button is the same button. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    // Only the theme's ring shows focus, and only for keyboard focus (data-focus-visible).
    outline: 'none',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: {
      '&[data-focus-visible]': focusRingStyle,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.accentHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.accentPressed },
        },
      },
      secondary: {
        background: vars.color.accentSubtle,
        color: vars.color.accentText,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { borderColor: vars.color.accent },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.surfaceSunken },
        },
      },
      outline: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceMuted },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.surfaceSunken },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceMuted },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.surfaceSunken },
        },
      },
      danger: {
        background: vars.color.critical,
        color: vars.color.onCritical,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.criticalHover },
          '&[data-pressed]:not([data-disabled])': { background: vars.color.criticalHover },
        },
      },
    },
    size: {
      sm: { minHeight: vars.size.controlSm, paddingInline: vars.space['3'], fontSize: vars.font.size.sm },
      md: { minHeight: vars.size.controlMd, paddingInline: vars.space['4'], fontSize: vars.font.size.md },
      lg: { minHeight: vars.size.controlLg, paddingInline: vars.space['6'], fontSize: vars.font.size.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
