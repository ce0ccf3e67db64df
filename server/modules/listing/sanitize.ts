import sanitizeHtml from 'sanitize-html';

/** The rich-text editor's marks: the only tags a description keeps, without any attribute. */
const ALLOWED_TAGS = ['p', 'h1', 'h2', 'h3', 'strong', 'em', 'u', 'ul', 'ol', 'li', 'br'];

const SUMMARY_LENGTH = 160;

export interface CleanDescription {
  /** Safe to render as HTML: allowed tags only, no attributes, no script or style content. */
  html: string;
  /** The words alone, for search and card summaries. */
  text: string;
}

/**
 * A description as a client sent it, made safe to show: every other tag is dropped (its text
 * kept, except inside script, style and the like, which go entirely), every attribute goes,
 * so `onerror=`, `href=javascript:` and inline styles cannot survive.
 */
export function cleanDescription(html: string): CleanDescription {
  const clean = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template', 'title'],
  });
  // Block boundaries become spaces, so words of two paragraphs or list items never run together.
  const text = sanitizeHtml(clean.replace(/<\/?(?:p|h[1-3]|ul|ol|li|br)\s*\/?>/g, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return { html: clean, text };
}

/** The plain description cut to about 160 characters, at a word boundary, with an ellipsis. */
export function summaryOf(text: string): string {
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > SUMMARY_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
