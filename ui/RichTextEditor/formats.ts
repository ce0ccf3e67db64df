export type FormatId =
  'bold' | 'italic' | 'underline' | 'paragraph' | 'heading1' | 'heading2' | 'heading3' | 'bulletList' | 'orderedList';

export interface Format {
  id: FormatId;
  label: string;
}

/**
 * The toolbar, in groups: text style, block type, lists. Without icons, so the skeleton that
 * stands in for the editor can draw the same toolbar without loading them.
 */
export const formatGroups: { label: string; formats: Format[] }[] = [
  {
    label: 'Text style',
    formats: [
      { id: 'bold', label: 'Bold' },
      { id: 'italic', label: 'Italic' },
      { id: 'underline', label: 'Underline' },
    ],
  },
  {
    label: 'Block type',
    formats: [
      { id: 'paragraph', label: 'Paragraph' },
      { id: 'heading1', label: 'Heading 1' },
      { id: 'heading2', label: 'Heading 2' },
      { id: 'heading3', label: 'Heading 3' },
    ],
  },
  {
    label: 'Lists',
    formats: [
      { id: 'bulletList', label: 'Bullet list' },
      { id: 'orderedList', label: 'Numbered list' },
    ],
  },
];

export type ActiveFormats = Record<FormatId, boolean>;
