import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { overlaySurface } from '../styles/overlay.css';
import { media } from '../theme/media';

// The backdrop fades in by colour, not opacity, so the dialog inside is never transparent.
const dimIn = keyframes({ from: { background: 'transparent' } });
const rise = keyframes({ from: { transform: `translateY(${vars.space['4']})` }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['4'],
  background: vars.color.overlay,
  overflowY: 'auto',
  selectors: { '&[data-entering]': { animation: `${dimIn} ${vars.motion.normal} ease-out` } },
});

export const modal = recipe({
  base: [
    overlaySurface,
    {
      position: 'relative',
      width: '100%',
      maxHeight: '100%',
      overflowY: 'auto',
      borderRadius: vars.radius.xl,
      selectors: { '[data-entering] > &': { animation: `${rise} ${vars.motion.normal} ease-out` } },
    },
  ],
  variants: {
    size: {
      sm: { maxWidth: `calc(${vars.space['16']} * 6)` },
      md: { maxWidth: `calc(${vars.space['16']} * 8)` },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    padding: vars.space['5'],
    outline: 'none',
    '@media': { [media.tablet]: { padding: vars.space['6'] } },
  },
  variants: {
    centered: {
      true: { alignItems: 'center', textAlign: 'center' },
      false: {},
    },
  },
});

export const closeButton = style({
  position: 'absolute',
  insetBlockStart: vars.space['3'],
  insetInlineEnd: vars.space['3'],
});

export const icon = style({ display: 'flex', color: vars.color.positive });

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  // Keeps a long title clear of the close button.
  paddingInlineEnd: vars.space['10'],
  selectors: { [`${dialog.classNames.variants.centered.true} &`]: { paddingInline: vars.space['10'] } },
});

export const body = style({ color: vars.color.textMuted, width: '100%' });

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['3'],
  width: '100%',
  paddingBlockStart: vars.space['2'],
  '@media': {
    [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' },
  },
  selectors: {
    [`${dialog.classNames.variants.centered.true} &`]: { justifyContent: 'center' },
  },
});

export type ModalVariants = NonNullable<RecipeVariants<typeof modal>>;
