import type { AriaAttributes, ReactNode } from 'react';
import * as styles from './Text.css';

export type TextSize = keyof typeof styles.size;
export type TextWeight = keyof typeof styles.weight;
export type TextTone = keyof typeof styles.tone;

export interface TextStyleProps {
  /** A step of the theme's type scale. Default: the parent's size. */
  size?: TextSize;
  /** Default: the parent's weight (headings are semibold). */
  weight?: TextWeight;
  /** What the colour says: `muted` for secondary facts, `critical` for an error. Default: the parent's colour. */
  tone?: TextTone;
  align?: keyof typeof styles.align;
  /** Figures of equal width, so amounts and times line up in columns. */
  numeric?: boolean;
  /** One line, cut with an ellipsis; give the full text elsewhere (a title or the next page). */
  truncate?: boolean;
}

/** The class names of a set of text styles, for elements the primitives do not render (a link, a cell). */
export function textClassName({ size, weight, tone, align, numeric, truncate }: TextStyleProps): string {
  return [
    size && styles.size[size],
    weight && styles.weight[weight],
    tone && styles.tone[tone],
    align && styles.align[align],
    numeric && styles.numeric,
    truncate && styles.truncate,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface TextProps extends TextStyleProps, AriaAttributes {
  /** The element that says what the text is. Default `p`. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small' | 'em' | 'dt' | 'dd' | 'li' | 'label' | 'time' | 'figcaption';
  id?: string;
  role?: 'status' | 'alert' | 'note';
  dateTime?: string;
  children?: ReactNode;
}

/** A run of text in one of the theme's sizes, weights and tones: the one place type is styled. */
export function Text({ as: Element = 'p', size, weight, tone, align, numeric, truncate, ...attributes }: TextProps) {
  const className = textClassName({ size, weight, tone, align, numeric, truncate }) || undefined;
  return <Element {...attributes} className={className} />;
}

export interface HeadingProps extends Omit<TextStyleProps, 'weight'>, AriaAttributes {
  /** The outline level: `h1` once a page, `h2` for its sections, `h3` inside them. */
  level: 1 | 2 | 3 | 4;
  weight?: TextWeight;
  id?: string;
  /** -1 to let the page move focus to it after navigation. */
  tabIndex?: -1;
  children?: ReactNode;
}

const headingSize: Record<HeadingProps['level'], TextSize> = { 1: '2xl', 2: 'xl', 3: 'lg', 4: 'md' };

/** A heading whose look follows its level unless `size` says otherwise; semibold by default. */
export function Heading({
  level,
  size = headingSize[level],
  weight = 'semibold',
  tone,
  align,
  numeric,
  truncate,
  ...attributes
}: HeadingProps) {
  const Element = `h${level}` as const;
  return <Element {...attributes} className={textClassName({ size, weight, tone, align, numeric, truncate })} />;
}
