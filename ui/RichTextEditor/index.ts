export { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';
export { clearDraft } from './draft';
