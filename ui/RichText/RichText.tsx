import { useMemo } from 'react';
import { useHydrated } from '../Hydration';
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
 * The text is read with the browser's own HTML parser, which a page rendered on the server does
 * not have: there it stays empty, and is filled in once the page has been hydrated.
 */
export function RichText({ html, headingLevel = 3 }: RichTextProps) {
  const hydrated = useHydrated();
  const nodes = useMemo(() => (hydrated ? richTextNodes(html, headingLevel) : null), [hydrated, html, headingLevel]);
  return <div className={styles.root}>{nodes}</div>;
}
