import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';

export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.lg,
    color: vars.color.text,
    transition: `box-shadow ${vars.motion.fast}`,
  },
  variants: {
    tone: {
      default: { background: vars.color.surface },
      muted: { background: vars.color.surfaceMuted },
    },
    elevation: {
      flat: { border: `1px solid ${vars.color.border}` },
      raised: { border: `1px solid ${vars.color.border}`, boxShadow: vars.shadow.sm },
      floating: { border: '1px solid transparent', boxShadow: vars.shadow.md },
    },
  },
  defaultVariants: { tone: 'default', elevation: 'flat' },
});

const padding = {
  none: {},
  sm: { padding: vars.space['3'] },
  md: { padding: vars.space['4'] },
  lg: { padding: vars.space['6'] },
};

/** Header and body, with the card's padding around them and a gap between them. */
export const content = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space['3'], flexGrow: 1, minWidth: 0 },
  variants: { padding },
  defaultVariants: { padding: 'md' },
});

export const footer = recipe({
  base: { borderTop: `1px solid ${vars.color.border}` },
  variants: { padding },
  defaultVariants: { padding: 'md' },
});

/**
 * Full-bleed media at the top of the card; an image fills it at the given ratio, cropped
 * (object-fit: cover). `minHeight: 0` drops the box's content-based minimum height (of a box
 * with a ratio, and of a flex item), which would let a tall photo stretch the box past its
 * ratio and put the cards of a grid out of line.
 */
export const media = recipe({
  base: { display: 'block', width: '100%', minHeight: 0, flexShrink: 0, background: vars.color.surfaceMuted },
  variants: {
    ratio: {
      landscape: { aspectRatio: '4 / 3' },
      square: { aspectRatio: '1 / 1' },
      wide: { aspectRatio: '16 / 9' },
    },
  },
  defaultVariants: { ratio: 'landscape' },
});

globalStyle(`${media.classNames.base} > img`, { width: '100%', height: '100%', objectFit: 'cover' });

/**
 * The card's title link covers the whole card (its ::after fills the card), so a click
 * anywhere follows it while screen readers hear one link, named by the title.
 */
export const stretchedLink = style({
  color: 'inherit',
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  outline: 'none',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    '&[data-hovered]': { textDecoration: 'underline' },
    '&[data-focus-visible]::after': { ...focusRingStyle, outlineOffset: '-2px' },
  },
});

globalStyle(`${card.classNames.base}:has(${stretchedLink}[data-hovered])`, { boxShadow: vars.shadow.md });

// Other controls in a linked card (a favourite button) stay above the stretched link.
globalStyle(
  `${card.classNames.base}:has(${stretchedLink}) :is(a, button, input, select, textarea, [role="button"]):not(${stretchedLink})`,
  {
    position: 'relative',
    zIndex: 1,
  },
);

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
