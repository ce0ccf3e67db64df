import type { AriaAttributes, ReactNode } from 'react';
import type { BoxElement } from '../Box';
import { gap } from '../Box/Box.css';
import { layoutElement } from '../Box/layoutElement';
import { responsiveClassName, type ResponsiveValue, type Space } from '../Box/responsive';
import * as styles from './Tiles.css';

/** A number of equal columns, or `auto`: as many columns of at least 14rem as fit. */
export type TilesColumns = keyof typeof styles.columns.mobile;

export interface TilesProps extends AriaAttributes {
  /** Columns, one value or per breakpoint: `{ mobile: 1, tablet: 2, desktop: 4 }`. */
  columns: ResponsiveValue<TilesColumns>;
  /** Space between rows and columns, from the theme's space scale. Default '4'. */
  space?: ResponsiveValue<Space>;
  /** The element: `ul`/`ol` for a list of cards (children are then `li`). Default `div`. */
  as?: BoxElement;
  id?: string;
  children?: ReactNode;
}

/** Equal tiles in columns that change with the screen width (product and ticket grids). */
export function Tiles({ columns, space = '4', as = 'div', ...props }: TilesProps) {
  return layoutElement(as, [styles.tiles, responsiveClassName(columns, styles.columns), responsiveClassName(space, gap)], props);
}
