export { RichText, type RichTextProps } from './RichText';
export { richTextNodes } from './richTextNodes';
