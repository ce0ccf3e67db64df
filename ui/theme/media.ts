import { breakpoints } from './tokens';

/**
 * The media queries of the theme's two breakpoints, for styles the layout primitives do not
 * cover: `'@media': { [media.tablet]: { ... } }`. Mobile first.
 */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;
