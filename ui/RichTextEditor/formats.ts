import { Bold, Heading1, Heading2, Heading3, Italic, List, ListOrdered, Pilcrow, Underline, type LucideIcon } from 'lucide-react';

export type FormatId =
  'bold' | 'italic' | 'underline' | 'paragraph' | 'heading1' | 'heading2' | 'heading3' | 'bulletList' | 'orderedList';

export interface Format {
  id: FormatId;
  label: string;
  icon: LucideIcon;
}

/** The toolbar, in groups: text style, block type, lists. */
export const formatGroups: { label: string; formats: Format[] }[] = [
  {
    label: 'Text style',
    formats: [
      { id: 'bold', label: 'Bold', icon: Bold },
      { id: 'italic', label: 'Italic', icon: Italic },
      { id: 'underline', label: 'Underline', icon: Underline },
    ],
  },
  {
    label: 'Block type',
    formats: [
      { id: 'paragraph', label: 'Paragraph', icon: Pilcrow },
      { id: 'heading1', label: 'Heading 1', icon: Heading1 },
      { id: 'heading2', label: 'Heading 2', icon: Heading2 },
      { id: 'heading3', label: 'Heading 3', icon: Heading3 },
    ],
  },
  {
    label: 'Lists',
    formats: [
      { id: 'bulletList', label: 'Bullet list', icon: List },
      { id: 'orderedList', label: 'Numbered list', icon: ListOrdered },
    ],
  },
];

export type ActiveFormats = Record<FormatId, boolean>;
