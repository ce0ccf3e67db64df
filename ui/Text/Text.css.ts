import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/*
 * Plain class maps, no runtime: a page pays only for the lookup, and an unset prop adds no class,
 * so text inherits what its parent says (a Text inside a Badge keeps the badge's size and colour).
 */
export const size = styleVariants(
  { xs: 'xs', sm: 'sm', md: 'md', lg: 'lg', xl: 'xl', '2xl': '2xl', '3xl': '3xl' } as const,
  (step) => ({ fontSize: vars.font.size[step] }),
);

export const weight = styleVariants(vars.font.weight, (value) => ({ fontWeight: value }));

export const tone = styleVariants({
  neutral: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  subtle: { color: vars.color.textSubtle },
  brand: { color: vars.color.accentText },
  critical: { color: vars.color.criticalText },
  positive: { color: vars.color.positiveText },
  caution: { color: vars.color.warningText },
  info: { color: vars.color.infoText },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
