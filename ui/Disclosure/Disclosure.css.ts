import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { chevronTrigger, triggerChevron } from '../styles/chevronTrigger.css';
import { focusRingStyle } from '../theme/focusRing.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const item = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const heading = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const trigger = style([
  chevronTrigger,
  {
    gap: vars.space['3'],
    width: '100%',
    minHeight: vars.size.controlLg,
    paddingBlock: vars.space['3'],
    paddingInline: vars.space['1'],
    border: 'none',
    background: 'transparent',
    color: vars.color.text,
    font: 'inherit',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { color: vars.color.accentText },
      '&[data-focus-visible]': { ...focusRingStyle, outlineOffset: '-2px', borderRadius: vars.radius.sm },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textSubtle },
    },
  },
]);

export const chevron = style([
  triggerChevron,
  {
    width: vars.size.icon,
    height: vars.size.icon,
    transition: `transform ${vars.motion.normal}`,
    selectors: { [`${item}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
  },
]);

export const panel = style({
  color: vars.color.textMuted,
});

export const panelBody = style({
  paddingInline: vars.space['1'],
  paddingBlockEnd: vars.space['4'],
});
