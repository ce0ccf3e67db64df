import type { AriaAttributes, AriaRole, ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css';
import { layoutElement, type BoxElement } from './layoutElement';

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
 * An element styled only with theme sprinkles (space, colour, radius, display, responsive values
 * per breakpoint), for stories and fixtures. Its runtime and class map weigh about 3.7 KB, so
 * screens compose the static primitives (Stack, Inline, Columns, Tiles, Card...) instead.
 */
export function Box({ as = 'div', ...props }: BoxProps) {
  const [styleProps, rest] = splitSprinkles(props);
  return layoutElement(as, [sprinkles(styleProps)], rest);
}
