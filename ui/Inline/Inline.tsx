import { Box, type BoxProps } from '../Box';

export interface InlineProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'flexWrap' | 'gap' | 'alignItems' | 'justifyContent'
> {
  /** Space between the children, from the theme's space scale. Default '2'. */
  gap?: BoxProps['gap'];
  /** Vertical alignment of the children. Default `center`. */
  align?: BoxProps['alignItems'];
  /** Horizontal distribution of the children. Default `flex-start`. */
  justify?: BoxProps['justifyContent'];
  /** Whether children flow onto a new line when they do not fit. Default true. */
  wrap?: boolean;
}

/** Children side by side (tags, buttons, a price beside a badge), wrapping on narrow screens. */
export function Inline({ gap = '2', align = 'center', justify = 'flex-start', wrap = true, ...props }: InlineProps) {
  return (
    <Box
      {...props}
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
    />
  );
}
