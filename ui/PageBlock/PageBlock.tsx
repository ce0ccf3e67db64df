import type { AriaAttributes, ReactNode } from 'react';
import { pageBlock, type PageBlockVariants } from './PageBlock.css';

export interface PageBlockProps extends PageBlockVariants, AriaAttributes {
  /** `small` for a form or a receipt, `medium` for a content page, `large` for browsing. Default `medium`. */
  width?: PageBlockVariants['width'];
  /** The element: `div` inside a layout that has its own `main`, else `main`/`section`/`article`. Default `div`. */
  as?: 'div' | 'main' | 'section' | 'article';
  id?: string;
  children: ReactNode;
}

/** The one page container: every page's content sits in one, so widths and gutters match across pages. */
export function PageBlock({ width, as: Element = 'div', children, ...attributes }: PageBlockProps) {
  return (
    <Element {...attributes} className={pageBlock({ width })}>
      {children}
    </Element>
  );
}
