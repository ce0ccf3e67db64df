import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { focusRingStyle } from '../theme/focusRing.css';
import { media } from '../theme/media';

export const list = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'nowrap',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const itemBox = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSm,
  height: vars.size.controlSm,
  '@media': { [media.tablet]: { minWidth: vars.size.controlMd, height: vars.size.controlMd } },
} as const;

export const item = recipe({
  base: {
    ...itemBox,
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    background: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    outline: 'none',
    transition: `background-color ${vars.motion.fast}, color ${vars.motion.fast}`,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceMuted },
      '&[data-pressed]:not([data-disabled])': { background: vars.color.surfaceSunken },
      '&[data-focus-visible]': focusRingStyle,
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
      '&[aria-current="page"]': { background: vars.color.accent, color: vars.color.onAccent, cursor: 'default' },
      '&[aria-current="page"][data-hovered]': { background: vars.color.accent },
    },
  },
  variants: {
    kind: {
      page: {},
      step: { borderColor: vars.color.border, color: vars.color.text },
    },
  },
  defaultVariants: { kind: 'page' },
});

export const ellipsis = style({
  ...itemBox,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
