import type { AriaAttributes, ReactNode } from 'react';
import { Box, type BoxElement } from '../Box';
import type { ResponsiveValue, Space } from '../Box/responsive';

const alignItems = { stretch: 'stretch', left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export interface StackProps extends AriaAttributes {
  /** Space between the children, from the theme's space scale, one value or per breakpoint. Default '4'. */
  space?: ResponsiveValue<Space>;
  /** Horizontal alignment of the children. Default `stretch` (full width). */
  align?: keyof typeof alignItems;
  /** The element: `ul`/`ol` for a list (children are then `li`), `section` for a region. Default `div`. */
  as?: BoxElement;
  id?: string;
  role?: 'list' | 'group' | 'region' | 'status' | 'alert';
  children?: ReactNode;
}

/** Children one under another with even space between them: forms, sections, card bodies. */
export function Stack({ space = '4', align = 'stretch', ...props }: StackProps) {
  return <Box {...props} display="flex" flexDirection="column" gap={space} alignItems={alignItems[align]} />;
}
