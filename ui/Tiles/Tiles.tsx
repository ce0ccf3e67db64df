import type { AriaAttributes, ReactNode } from 'react';
import { Box, type BoxElement } from '../Box';
import { mapResponsive, type ResponsiveValue, type Space } from '../Box/responsive';

/** A number of equal columns, or `auto`: as many columns of at least 14rem as fit. */
export type TilesColumns = 1 | 2 | 3 | 4 | 'auto';

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
export function Tiles({ columns, space = '4', ...props }: TilesProps) {
  const gridTemplateColumns = mapResponsive(columns, (count) => String(count) as `${TilesColumns}`);
  return <Box {...props} display="grid" gridTemplateColumns={gridTemplateColumns} gap={space} />;
}
