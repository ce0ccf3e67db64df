import { useMemo } from 'react';
import * as styles from './RichText.css';
import { richTextNodes } from './richTextNodes';

export interface RichTextProps {
  /** HTML from the rich-text editor (p, h1–h3, strong, em, u, ul, ol, li, br). */
  html: string;
  /** The level the text's top heading takes, below the headings around it. Default 3. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Shows what the rich-text editor wrote, built element by element from an allow-list (never
 * injected as HTML): anything else the text holds is left out. Its headings start at `headingLevel`
 * (h3 unless told), below the page's title and section headings, and skip no level.
 */
export function RichText({ html, headingLevel = 3 }: RichTextProps) {
  const nodes = useMemo(() => richTextNodes(html, headingLevel), [html, headingLevel]);
  return <div className={styles.root}>{nodes}</div>;
}
