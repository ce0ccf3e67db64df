import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import type { BadgeTone } from './tones';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    paddingInline: vars.space['2'],
    paddingBlock: vars.space['0.5'],
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.normal,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    border: '1px solid transparent',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.neutralSubtle, color: vars.color.neutralText },
      accent: { background: vars.color.accentSubtle, color: vars.color.accentText },
      positive: { background: vars.color.positiveSubtle, color: vars.color.positiveText },
      critical: { background: vars.color.criticalSubtle, color: vars.color.criticalText },
      warning: { background: vars.color.warningSubtle, color: vars.color.warningText },
      info: { background: vars.color.infoSubtle, color: vars.color.infoText },
    } satisfies Record<BadgeTone, object>,
    size: {
      sm: {},
      md: { fontSize: vars.font.size.sm, paddingInline: vars.space['3'] },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'sm' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
