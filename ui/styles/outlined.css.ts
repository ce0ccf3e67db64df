import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * A block of a page marked off by a hairline border on the page's surface, with room inside: a
 * panel of a form, one choice among several. Compose it (`style([outlined.lg, …])`) and add the
 * block's own layout.
 */
export const outlined = styleVariants({ md: vars.radius.md, lg: vars.radius.lg }, (radius) => ({
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius,
  background: vars.color.surface,
  minWidth: 0,
}));
