import type { StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';

/** The colours of each tone: its solid fill, the text on it, its subtle fill, and its text on a light surface. */
const tones = {
  brandAccent: {
    fill: vars.color.accent,
    onFill: vars.color.onAccent,
    fillHover: vars.color.accentHover,
    fillPressed: vars.color.accentPressed,
    subtle: vars.color.accentSubtle,
    text: vars.color.accentText,
    border: vars.color.accent,
  },
  critical: {
    fill: vars.color.critical,
    onFill: vars.color.onCritical,
    fillHover: vars.color.criticalHover,
    fillPressed: vars.color.criticalHover,
    subtle: vars.color.criticalSubtle,
    text: vars.color.criticalText,
    border: vars.color.critical,
  },
  neutral: {
    fill: vars.color.surfaceInverse,
    onFill: vars.color.textInverse,
    fillHover: vars.color.neutralText,
    fillPressed: vars.color.neutralText,
    subtle: vars.color.neutralSubtle,
    text: vars.color.text,
    border: vars.color.borderStrong,
  },
};

export type ButtonTone = keyof typeof tones;
type ToneColours = (typeof tones)[ButtonTone];

const hovered = '&[data-hovered]:not([data-disabled])';
const pressed = '&[data-pressed]:not([data-disabled])';

/** Prominence, from most to least: how much of the tone a variant shows. */
const variants: Record<'solid' | 'soft' | 'outline' | 'transparent', (tone: ToneColours) => StyleRule> = {
  solid: (tone) => ({
    background: tone.fill,
    color: tone.onFill,
    selectors: { [hovered]: { background: tone.fillHover }, [pressed]: { background: tone.fillPressed } },
  }),
  soft: (tone) => ({
    background: tone.subtle,
    color: tone.text,
    selectors: { [hovered]: { borderColor: tone.border }, [pressed]: { background: vars.color.surfaceSunken } },
  }),
  outline: (tone) => ({
    background: vars.color.surface,
    color: tone.text,
    borderColor: tone.border,
    selectors: { [hovered]: { background: vars.color.surfaceMuted }, [pressed]: { background: vars.color.surfaceSunken } },
  }),
  transparent: (tone) => ({
    background: 'transparent',
    color: tone.text,
    selectors: { [hovered]: { background: vars.color.surfaceMuted }, [pressed]: { background: vars.color.surfaceSunken } },
  }),
};

export type ButtonVariant = keyof typeof variants;

/** Shared by Button and LinkButton, so a link that looks like a button is the same button. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    borderRadius: vars.radius.md,
    // Transparent, not none: in forced-colors mode the system draws it, so every button keeps an edge.
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
    variant: { solid: {}, soft: {}, outline: {}, transparent: {} },
    tone: { brandAccent: {}, critical: {}, neutral: {} },
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
  compoundVariants: (Object.keys(variants) as ButtonVariant[]).flatMap((variant) =>
    (Object.keys(tones) as ButtonTone[]).map((tone) => ({ variants: { variant, tone }, style: variants[variant](tones[tone]) })),
  ),
  defaultVariants: { variant: 'solid', tone: 'brandAccent', size: 'md', fullWidth: false },
});
