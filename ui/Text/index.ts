export {
  Heading,
  Text,
  textClassName,
  type HeadingProps,
  type TextProps,
  type TextSize,
  type TextStyleProps,
  type TextTone,
  type TextWeight,
} from './Text';
