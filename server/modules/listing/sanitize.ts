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
  return { html: clean, text: plainText(clean) };
}

/** The text of sanitised HTML (the editor's marks only, no attributes), entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

interface Block {
  text: string;
  kind: 'heading' | 'paragraph' | 'item';
  /** Which list an item belongs to, so items of one list are told from the next list's. */
  list: number;
}

/** A block that already ends a sentence or a clause needs no mark of its own. */
const ENDS_WITH_PUNCTUATION = /[.!?:;,…]$/;

/**
 * What comes between two blocks of a description read as one line (a card's summary): the
 * items of one list are a series ('Charger, Laptop bag'), a heading or a paragraph that leads
 * into a list introduces what follows ('In the box: Charger'), anything else ends a sentence.
 * Joined by spaces alone, 'Battery and charger 16GB memory card Camera bag' reads as one phrase.
 */
function separator(block: Block, next: Block): string {
  if (ENDS_WITH_PUNCTUATION.test(block.text)) return ' ';
  if (block.kind === 'item' && next.kind === 'item' && block.list === next.list) return ', ';
  if (block.kind === 'heading' || (block.kind === 'paragraph' && next.kind === 'item')) return ': ';
  return '. ';
}

/** Sanitised HTML as one line of text, its paragraphs, headings and list items told apart by punctuation. */
function plainText(clean: string): string {
  const blocks: Block[] = [];
  /** The block tags around the text being read, outermost first, and the ids of the lists among them. */
  const open: string[] = [];
  const listIds: number[] = [];
  let lists = 0;
  let pending = '';
  const flush = () => {
    const text = textOf(pending);
    pending = '';
    if (!text) return;
    const kind = open.includes('li') ? 'item' : open.some((tag) => /^h[1-3]$/.test(tag)) ? 'heading' : 'paragraph';
    blocks.push({ text, kind, list: listIds.at(-1) ?? 0 });
  };
  let at = 0;
  for (const match of clean.matchAll(/<(\/?)(p|h[1-3]|ul|ol|li|br)\s*\/?>/g)) {
    const [token, closing, tag = ''] = match;
    pending += clean.slice(at, match.index);
    at = match.index + token.length;
    if (tag === 'br') {
      pending += ' ';
      continue;
    }
    flush();
    if (closing) {
      const index = open.lastIndexOf(tag);
      if (index >= 0) open.splice(index);
      if ((tag === 'ul' || tag === 'ol') && listIds.length > 0) listIds.pop();
    } else {
      open.push(tag);
      if (tag === 'ul' || tag === 'ol') listIds.push(++lists);
    }
  }
  pending += clean.slice(at);
  flush();
  return blocks.reduce(
    (line, block, index) => (index === 0 ? block.text : `${line}${separator(blocks[index - 1]!, block)}${block.text}`),
    '',
  );
}

/** The plain description cut to about 160 characters, at a word boundary, with an ellipsis (never after a comma or colon). */
export function summaryOf(text: string): string {
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > SUMMARY_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:]+$/, '')}…`;
}
