import type { AriaAttributes, ReactNode } from 'react';
import type { BoxElement } from '../Box';
import { gap } from '../Box/Box.css';
import { layoutElement } from '../Box/layoutElement';
import { responsiveClassName, type ResponsiveValue, type Space } from '../Box/responsive';
import * as styles from './Inline.css';

export interface InlineProps extends AriaAttributes {
  /** Space between the children, across and down, from the theme's space scale. Default '2'. */
  space?: ResponsiveValue<Space>;
  /** Horizontal distribution; `spaceBetween` puts a title and its action at either end. Default `left`. */
  align?: keyof typeof styles.align;
  /** Vertical alignment of the children in a line. Default `center`. */
  alignY?: keyof typeof styles.alignY;
  /** The element: `ul`/`ol` for a list (children are then `li`). Default `div`. */
  as?: BoxElement;
  id?: string;
  role?: 'list' | 'group' | 'toolbar';
  children?: ReactNode;
}

/** Children side by side (tags, buttons, a price beside a badge), wrapping onto new lines when they do not fit. */
export function Inline({ space = '2', align = 'left', alignY = 'center', as = 'div', ...props }: InlineProps) {
  return layoutElement(as, [styles.inline, styles.align[align], styles.alignY[alignY], responsiveClassName(space, gap)], props);
}
