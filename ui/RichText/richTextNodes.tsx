import { createElement, type ReactNode } from 'react';

/**
 * Rich text (a listing's description) as React elements. The server already sanitises it to the editor's
 * marks without attributes; the page still builds it through this allow-list rather than
 * injecting the HTML, so a fault on the server cannot put a script, a link or a style on the
 * page, and the description's headings sit below the page's own (its top level becomes h3).
 */
const allowedTags: Record<string, string> = {
  p: 'p',
  strong: 'strong',
  b: 'strong',
  em: 'em',
  i: 'em',
  u: 'u',
  ul: 'ul',
  ol: 'ol',
  li: 'li',
  br: 'br',
};

const headingLevels: Record<string, number> = { h1: 1, h2: 2, h3: 3 };

/** By default the text's top heading level becomes h3, the next h4, and so on, so no level is skipped. */
const DEFAULT_TOP_LEVEL = 3;

/** Elements whose content is not text to read: dropped with everything inside. */
const droppedWithContent = new Set(['script', 'style', 'template', 'iframe', 'object', 'noscript', 'svg', 'math']);

function convert(node: Node, key: number, shift: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const name = element.tagName.toLowerCase();
  if (droppedWithContent.has(name)) return null;
  const children = Array.from(element.childNodes, (child, index) => convert(child, index, shift));
  const level = headingLevels[name];
  const tag = level === undefined ? allowedTags[name] : `h${Math.min(6, level + shift)}`;
  if (tag === 'br') return createElement('br', { key });
  // Another element (a link, a span) keeps its text but not itself or its attributes.
  return tag ? createElement(tag, { key }, ...children) : createElement('span', { key }, ...children);
}

/** The description's allowed elements and text; every attribute is left out. */
export function richTextNodes(html: string, topLevel: number = DEFAULT_TOP_LEVEL): ReactNode[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const levels = Array.from(body.querySelectorAll('h1, h2, h3'), (heading) => headingLevels[heading.tagName.toLowerCase()] ?? 1);
  const shift = topLevel - Math.min(...levels);
  return Array.from(body.childNodes, (child, index) => convert(child, index, levels.length > 0 ? shift : 0));
}
