import { Box, mapResponsive, type BoxProps, type ResponsiveValue } from '../Box';

/** A number of equal columns, or `auto`: as many columns of at least 14rem as fit. */
export type GridColumns = 1 | 2 | 3 | 4 | 'auto';

export interface GridProps extends Omit<BoxProps, 'display' | 'gridTemplateColumns'> {
  /** Columns, one value or per breakpoint: `{ mobile: 1, tablet: 2, desktop: 4 }`. */
  columns: ResponsiveValue<GridColumns>;
  /** Space between rows and columns. Default '4'. */
  gap?: BoxProps['gap'];
}

/** Equal-width columns that change with the screen width (product and ticket grids). */
export function Grid({ columns, gap = '4', ...props }: GridProps) {
  const gridTemplateColumns = mapResponsive(columns, (count) => String(count) as `${GridColumns}`);
  return <Box {...props} display="grid" gridTemplateColumns={gridTemplateColumns} gap={gap} />;
}
