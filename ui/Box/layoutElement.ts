import { createElement, type CSSProperties, type ReactNode } from 'react';
import { layoutList } from './Box.css';

/** The semantic elements a layout primitive may render. */
export type BoxElement =
  'div' | 'span' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'main' | 'nav' | 'figure' | 'ul' | 'ol' | 'li' | 'dl';

/**
 * A layout primitive's element with its classes and the caller's attributes (id, role, aria-*).
 * A `ul`/`ol` used for layout drops its bullets and indent.
 */
export function layoutElement(
  as: BoxElement,
  classNames: ReadonlyArray<string | undefined>,
  { children, ...attributes }: { children?: ReactNode; style?: CSSProperties },
) {
  const className = [...classNames, as === 'ul' || as === 'ol' ? layoutList : undefined].filter(Boolean).join(' ');
  return createElement(as, { ...attributes, className }, children);
}
