import type { AriaAttributes, ReactNode } from 'react';
import { Box, type BoxElement } from '../Box';
import type { ResponsiveValue, Space } from '../Box/responsive';

const justifyContent = { left: 'flex-start', center: 'center', right: 'flex-end', spaceBetween: 'space-between' } as const;
const alignItems = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;

export interface InlineProps extends AriaAttributes {
  /** Space between the children, across and down, from the theme's space scale. Default '2'. */
  space?: ResponsiveValue<Space>;
  /** Horizontal distribution; `spaceBetween` puts a title and its action at either end. Default `left`. */
  align?: keyof typeof justifyContent;
  /** Vertical alignment of the children in a line. Default `center`. */
  alignY?: keyof typeof alignItems;
  /** The element: `ul`/`ol` for a list (children are then `li`). Default `div`. */
  as?: BoxElement;
  id?: string;
  role?: 'list' | 'group' | 'toolbar';
  children?: ReactNode;
}

/** Children side by side (tags, buttons, a price beside a badge), wrapping onto new lines when they do not fit. */
export function Inline({ space = '2', align = 'left', alignY = 'center', ...props }: InlineProps) {
  return (
    <Box
      {...props}
      display="flex"
      flexDirection="row"
      flexWrap="wrap"
      gap={space}
      alignItems={alignItems[alignY]}
      justifyContent={justifyContent[align]}
    />
  );
}
