import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const tooltip = style({
  maxWidth: `min(calc(${vars.space['16']} * 4), calc(100vw - ${vars.space['6']}))`,
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  zIndex: vars.zIndex.tooltip,
});

export const arrow = style({
  display: 'block',
  fill: vars.color.surfaceInverse,
  selectors: {
    '[data-placement=bottom] &': { transform: 'rotate(180deg)' },
    '[data-placement=left] &': { transform: 'rotate(-90deg)' },
    '[data-placement=right] &': { transform: 'rotate(90deg)' },
  },
});
