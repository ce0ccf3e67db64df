import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { responsiveStyleVariants } from '../theme/responsiveStyleVariants';

/** Lists used for layout (a grid of products, a row of tags) drop the bullets and indent. */
export const layoutList = style({ listStyle: 'none', paddingInlineStart: 0 });

/** The space between a layout primitive's children, per breakpoint: `gap.tablet['4']`. */
export const gap = responsiveStyleVariants(vars.space, (space) => ({ gap: space }));
