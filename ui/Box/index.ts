export { Box, type BoxProps, type BoxElement } from './Box';
export { mapResponsive, type ResponsiveValue, type Breakpoint, type Space } from './responsive';
