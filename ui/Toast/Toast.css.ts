import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { edgedOverlaySurface } from '../styles/overlay.css';
import { focusRingStyle } from '../theme/focusRing.css';
import { media } from '../theme/media';
import type { ToastTone } from './toast';

// Slides without fading, so the toast is never transparent while it is read or tested.
const enter = keyframes({
  from: { transform: `translateY(${vars.space['4']})` },
  to: { transform: 'none' },
});

/** Bottom edge, full width on phones; bottom-right corner from tablets up. */
export const region = style({
  position: 'fixed',
  insetInline: vars.space['3'],
  insetBlockEnd: vars.space['3'],
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingStyle },
  '@media': {
    [media.tablet]: {
      insetInlineStart: 'auto',
      insetInlineEnd: vars.space['6'],
      insetBlockEnd: vars.space['6'],
      width: `calc(${vars.space['16']} * 6)`,
    },
  },
});

const toneColor = {
  success: vars.color.positive,
  error: vars.color.critical,
  info: vars.color.info,
} satisfies Record<ToastTone, string>;

export const toast = recipe({
  base: [
    edgedOverlaySurface,
    {
      display: 'grid',
      gridTemplateColumns: 'auto 1fr auto',
      alignItems: 'start',
      gap: vars.space['3'],
      paddingBlock: vars.space['3'],
      paddingInlineStart: vars.space['4'],
      paddingInlineEnd: vars.space['2'],
      borderInlineStartWidth: vars.space['1'],
      borderRadius: vars.radius.lg,
      animation: `${enter} ${vars.motion.normal} ease-out`,
      selectors: { '&[data-focus-visible]': focusRingStyle },
    },
  ],
  variants: {
    tone: {
      success: { borderInlineStartColor: toneColor.success },
      error: { borderInlineStartColor: toneColor.error },
      info: { borderInlineStartColor: toneColor.info },
    },
  },
});

export const icon = recipe({
  base: {
    width: vars.size.icon,
    height: vars.size.icon,
    // Centres the icon on the first line of text beside the close button.
    marginBlockStart: `calc((${vars.size.controlSm} - ${vars.size.icon}) / 2)`,
  },
  variants: {
    tone: {
      success: { color: toneColor.success },
      error: { color: toneColor.error },
      info: { color: toneColor.info },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['0.5'],
  minWidth: 0,
  paddingBlock: `calc((${vars.size.controlSm} - ${vars.font.size.sm} * ${vars.font.lineHeight.normal}) / 2)`,
});

export const title = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});
