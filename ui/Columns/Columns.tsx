import { Children, isValidElement, type AriaAttributes, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import type { BoxElement } from '../Box';
import { gap } from '../Box/Box.css';
import { layoutElement } from '../Box/layoutElement';
import { responsiveClassName, type ResponsiveValue, type Space } from '../Box/responsive';
import * as styles from './Columns.css';
import { columnTemplate, type ColumnWidth } from './columnTemplate';

export interface ColumnProps {
  /** A share of the row, `content`, or nothing for a fluid column that takes what is left. */
  width?: ColumnWidth;
  /** The element, e.g. `li` inside `<Columns as="ul">`, or `section`. Default `div`. */
  as?: 'div' | 'section' | 'aside' | 'article' | 'li';
  children?: ReactNode;
}

/** One column of a `Columns` row; needed only to give it a width (any other child is a fluid column). */
export function Column({ as: Element = 'div', children }: ColumnProps) {
  return <Element className={styles.column}>{children}</Element>;
}

function widthOf(child: ReactElement): ColumnWidth | undefined {
  return child.type === Column ? (child.props as ColumnProps).width : undefined;
}

/** `var(--name)` → `--name`, to set the variable on the element. */
const templateProperty = styles.template.slice('var('.length, -1);

export interface ColumnsProps extends AriaAttributes {
  /** Space between the columns, also between them when collapsed. One value or per breakpoint. Default '4'. */
  space?: ResponsiveValue<Space>;
  /** Below this breakpoint the columns are one under another. Default: always side by side. */
  collapseBelow?: 'tablet' | 'desktop';
  /** Vertical alignment of columns of different heights. Default `top`. */
  alignY?: keyof typeof styles.alignY;
  /** The element: `ul` with `Column as="li"` children for a list. Default `div`. */
  as?: BoxElement;
  id?: string;
  children: ReactNode;
}

/** Side-by-side columns, fluid or with set shares, that fall one under another on narrow screens. */
export function Columns({ space = '4', collapseBelow, alignY = 'top', as = 'div', children, ...attributes }: ColumnsProps) {
  const widths = Children.toArray(children).filter(isValidElement).map(widthOf);
  const style = { [templateProperty]: columnTemplate(widths) } as CSSProperties;
  return layoutElement(
    as,
    [styles.columns, styles.collapseBelow[collapseBelow ?? 'never'], styles.alignY[alignY], responsiveClassName(space, gap)],
    { ...attributes, style, children },
  );
}
