export { Box, type BoxProps } from './Box';
export type { BoxElement } from './layoutElement';
export { mapResponsive, type ResponsiveValue, type Breakpoint, type Space } from './responsive';
