import { styleVariants, type StyleRule } from '@vanilla-extract/css';
import { media } from './media';

/** One class per value and per breakpoint; tablet's and desktop's apply from their width up. */
export type ResponsiveClassMap<Key extends PropertyKey> = Record<'mobile' | 'tablet' | 'desktop', Record<Key, string>>;

/**
 * Static class maps of one responsive property, for a `.css.ts` file: the mobile classes, then
 * the tablet and desktop ones under their media queries (later in the stylesheet, so a wider
 * breakpoint wins). A page pays for the class names it looks up, not for a runtime.
 */
export function responsiveStyleVariants<Key extends string | number, Value>(
  values: Record<Key, Value>,
  rule: (value: Value) => StyleRule,
): ResponsiveClassMap<Key> {
  return {
    mobile: styleVariants(values, (value: Value) => rule(value)),
    tablet: styleVariants(values, (value: Value) => ({ '@media': { [media.tablet]: rule(value) } })),
    desktop: styleVariants(values, (value: Value) => ({ '@media': { [media.desktop]: rule(value) } })),
  };
}
