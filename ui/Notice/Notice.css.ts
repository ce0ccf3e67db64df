import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const notice = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  // A live region stays in the page so that what is put in it is announced; empty, it takes no room.
  selectors: { '&:empty': { display: 'none' } },
});

export const tone = styleVariants({
  neutral: { background: vars.color.surfaceMuted, color: vars.color.text },
  critical: { background: vars.color.criticalSubtle, color: vars.color.criticalText },
  positive: { background: vars.color.positiveSubtle, color: vars.color.positiveText },
  caution: { background: vars.color.warningSubtle, color: vars.color.warningText },
  info: { background: vars.color.infoSubtle, color: vars.color.infoText },
});
