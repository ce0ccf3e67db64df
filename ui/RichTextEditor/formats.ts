/** Every format, by the name its toolbar button is given. */
export const formatLabels = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  paragraph: 'Paragraph',
  heading1: 'Heading 1',
  heading2: 'Heading 2',
  heading3: 'Heading 3',
  bulletList: 'Bullet list',
  orderedList: 'Numbered list',
} as const;

export type FormatId = keyof typeof formatLabels;

/**
 * The toolbar, in groups: text style, block type, lists. Without icons, so the skeleton that
 * stands in for the editor can draw the same toolbar without loading them.
 */
export const formatGroups: { label: string; formats: FormatId[] }[] = [
  { label: 'Text style', formats: ['bold', 'italic', 'underline'] },
  { label: 'Block type', formats: ['paragraph', 'heading1', 'heading2', 'heading3'] },
  { label: 'Lists', formats: ['bulletList', 'orderedList'] },
];

export type ActiveFormats = Record<FormatId, boolean>;
