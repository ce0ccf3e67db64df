import type { ResponsiveClassMap } from '../theme/responsiveStyleVariants';
import type { ThemeTokens } from '../theme/tokens';

export type Breakpoint = keyof ResponsiveClassMap<never>;

const breakpoints = ['mobile', 'tablet', 'desktop'] as const satisfies readonly Breakpoint[];

/** A step of the theme's space scale: the only distances layout primitives put between things. */
export type Space = keyof ThemeTokens['space'];

/** One value for every width, or a value per breakpoint (mobile first). */
export type ResponsiveValue<T> = T | Partial<Record<Breakpoint, T>>;

function isPerBreakpoint<T>(value: ResponsiveValue<T>): value is Partial<Record<Breakpoint, T>> {
  return typeof value === 'object' && value !== null;
}

/** Maps a value, or each breakpoint's value, keeping the shape. */
export function mapResponsive<T, U>(value: ResponsiveValue<T>, map: (value: T) => U): ResponsiveValue<U>;
export function mapResponsive<T, U>(value: ResponsiveValue<T> | undefined, map: (value: T) => U): ResponsiveValue<U> | undefined;
export function mapResponsive<T, U>(value: ResponsiveValue<T> | undefined, map: (value: T) => U): ResponsiveValue<U> | undefined {
  if (value === undefined) return undefined;
  if (!isPerBreakpoint(value)) return map(value);
  const mapped: Partial<Record<Breakpoint, U>> = {};
  for (const breakpoint of breakpoints) {
    const entry = value[breakpoint];
    if (entry !== undefined) mapped[breakpoint] = map(entry);
  }
  return mapped;
}

/** The classes that give `value` (one value, or one per breakpoint) from a responsive class map. */
export function responsiveClassName<Key extends PropertyKey>(
  value: ResponsiveValue<Key>,
  classes: ResponsiveClassMap<Key>,
): string {
  if (!isPerBreakpoint(value)) return classes.mobile[value];
  return breakpoints
    .flatMap((breakpoint) => {
      const entry = value[breakpoint];
      return entry === undefined ? [] : [classes[breakpoint][entry]];
    })
    .join(' ');
}
