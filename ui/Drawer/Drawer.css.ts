import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { overlayHeader, overlaySurface } from '../styles/overlay.css';

// Colour, not opacity, so the panel is never transparent while it opens.
const dimIn = keyframes({ from: { background: 'transparent' } });
const slideFromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const slideFromRight = keyframes({ from: { transform: 'translateX(100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
  selectors: { '&[data-entering]': { animation: `${dimIn} ${vars.motion.normal} ease-out` } },
});

export const panel = recipe({
  base: [
    overlaySurface,
    {
      position: 'fixed',
      insetBlock: 0,
      display: 'flex',
      width: `min(calc(${vars.space['16']} * 5.5), calc(100% - ${vars.space['12']}))`,
    },
  ],
  variants: {
    side: {
      left: {
        insetInlineStart: 0,
        selectors: { '[data-entering] > &': { animation: `${slideFromLeft} ${vars.motion.normal} ease-out` } },
      },
      right: {
        insetInlineEnd: 0,
        selectors: { '[data-entering] > &': { animation: `${slideFromRight} ${vars.motion.normal} ease-out` } },
      },
    },
  },
  defaultVariants: { side: 'left' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style([
  overlayHeader,
  { paddingBlock: vars.space['3'], paddingInlineStart: vars.space['5'], paddingInlineEnd: vars.space['3'] },
]);

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const body = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space['5'],
  overscrollBehavior: 'contain',
});

export const footer = style({
  display: 'flex',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export type DrawerVariants = NonNullable<RecipeVariants<typeof panel>>;
