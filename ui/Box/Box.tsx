import { createElement, type AriaAttributes, type AriaRole, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css';
import { layoutList } from './Box.css';

/** The semantic elements a layout primitive may render. */
export type BoxElement =
  'div' | 'span' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'main' | 'nav' | 'figure' | 'ul' | 'ol' | 'li' | 'dl';

export interface BoxProps extends Sprinkles, AriaAttributes {
  /** The element to render; pick the one that says what the content is. Default `div`. */
  as?: BoxElement;
  id?: string;
  role?: AriaRole;
  children?: ReactNode;
}

/** Splits sprinkle props (styling) from the element's own attributes. */
export function splitSprinkles<P extends Sprinkles>(props: P): [Sprinkles, Omit<P, keyof Sprinkles>] {
  const styleProps: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) styleProps[key] = value;
    else rest[key] = value;
  }
  return [styleProps as Sprinkles, rest as Omit<P, keyof Sprinkles>];
}

/**
 * The base of every layout primitive: an element styled only with theme sprinkles
 * (space, colour, radius, display, responsive values per breakpoint).
 */
export function Box({ as = 'div', ...props }: BoxProps) {
  const [styleProps, { children, ...attributes }] = splitSprinkles(props);
  const isList = as === 'ul' || as === 'ol';
  const className = isList ? `${layoutList} ${sprinkles(styleProps)}` : sprinkles(styleProps);
  return createElement(as, { ...attributes, className }, children);
}
