import { Box, type BoxProps } from '../Box';

export interface StackProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'alignItems'> {
  /** Space between the children, from the theme's space scale. Default '4'. */
  gap?: BoxProps['gap'];
  /** Cross-axis alignment of the children. Default `stretch` (full width). */
  align?: BoxProps['alignItems'];
}

/** Children one under another with even space between them. */
export function Stack({ gap = '4', align = 'stretch', ...props }: StackProps) {
  return <Box {...props} display="flex" flexDirection="column" gap={gap} alignItems={align} />;
}
