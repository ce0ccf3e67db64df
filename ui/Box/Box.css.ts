import { style } from '@vanilla-extract/css';

/** Lists used for layout (a grid of products, a row of tags) drop the bullets and indent. */
export const layoutList = style({ listStyle: 'none', paddingInlineStart: 0 });
