import type { AriaAttributes, ReactNode } from 'react';
import type { BoxElement } from '../Box';
import { gap } from '../Box/Box.css';
import { layoutElement } from '../Box/layoutElement';
import { responsiveClassName, type ResponsiveValue, type Space } from '../Box/responsive';
import * as styles from './Stack.css';

export interface StackProps extends AriaAttributes {
  /** Space between the children, from the theme's space scale, one value or per breakpoint. Default '4'. */
  space?: ResponsiveValue<Space>;
  /** Horizontal alignment of the children. Default `stretch` (full width). */
  align?: keyof typeof styles.align;
  /** The element: `ul`/`ol` for a list (children are then `li`), `section` for a region. Default `div`. */
  as?: BoxElement;
  id?: string;
  role?: 'list' | 'group' | 'region' | 'status' | 'alert';
  children?: ReactNode;
}

/** Children one under another with even space between them: forms, sections, card bodies. */
export function Stack({ space = '4', align = 'stretch', as = 'div', ...props }: StackProps) {
  return layoutElement(as, [styles.stack, styles.align[align], responsiveClassName(space, gap)], props);
}
