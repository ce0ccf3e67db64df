import { EditorContent, useEditor, useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { EditorToolbar } from './EditorToolbar';
import { flushDraft, loadDraft, saveDraft, saveDraftSoon } from './draft';
import type { ActiveFormats, FormatId } from './formats';
import * as styles from './RichTextEditor.css';

/** What the lightweight wrapper hands the editor it loads lazily. */
export interface RichTextEditorImplProps {
  labelId: string;
  describedBy?: string;
  isInvalid: boolean;
  isRequired?: boolean;
  defaultValue?: string;
  storageKey?: string;
  onChange?: (html: string) => void;
}

const apply: Record<FormatId, (chain: ChainedCommands) => ChainedCommands> = {
  bold: (chain) => chain.toggleBold(),
  italic: (chain) => chain.toggleItalic(),
  underline: (chain) => chain.toggleUnderline(),
  paragraph: (chain) => chain.setParagraph(),
  heading1: (chain) => chain.toggleHeading({ level: 1 }),
  heading2: (chain) => chain.toggleHeading({ level: 2 }),
  heading3: (chain) => chain.toggleHeading({ level: 3 }),
  bulletList: (chain) => chain.toggleBulletList(),
  orderedList: (chain) => chain.toggleOrderedList(),
};

function activeFormats(editor: Editor): ActiveFormats {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    paragraph: editor.isActive('paragraph'),
    heading1: editor.isActive('heading', { level: 1 }),
    heading2: editor.isActive('heading', { level: 2 }),
    heading3: editor.isActive('heading', { level: 3 }),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
  };
}

/** The document as HTML, without the empty paragraph tiptap keeps after a final list or heading. */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, '');
}

const extensions = [
  // Only what the toolbar offers, so pasted or typed-in markup stays within it.
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: false,
    strike: false,
  }),
];

/** The tiptap editor. Only RichTextEditor loads this module, lazily. */
export default function RichTextEditorImpl({
  labelId,
  describedBy,
  isInvalid,
  isRequired,
  defaultValue,
  storageKey,
  onChange,
}: RichTextEditorImplProps) {
  const [restored] = useState(() => (storageKey ? loadDraft(storageKey) : null));
  const [status, setStatus] = useState(restored ? 'Draft restored' : '');
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const attributes = useMemo(
    () => ({
      class: styles.editable,
      'aria-labelledby': labelId,
      'aria-multiline': 'true',
      ...(describedBy && { 'aria-describedby': describedBy }),
      ...(isInvalid && { 'aria-invalid': 'true' }),
      ...(isRequired && { 'aria-required': 'true' }),
    }),
    [labelId, describedBy, isInvalid, isRequired],
  );

  const editor = useEditor({
    extensions,
    content: restored ?? defaultValue ?? '',
    immediatelyRender: true,
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      setStatus('');
      onChangeRef.current?.(html);
      // Kept as the seller types: a phone has no Ctrl+S.
      if (storageKey) saveDraftSoon(storageKey, html, (saved) => setStatus(saved ? 'Draft saved' : 'Draft could not be saved'));
    },
  });

  // What was typed just before the editor goes away, or the tab is hidden (a phone switching
  // apps may never come back to it), is written at once rather than lost with the pause.
  useEffect(() => {
    if (!storageKey) return;
    const flush = () => flushDraft(storageKey);
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [storageKey]);

  // The description and error can change after the editor exists.
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);

  // A restored draft is the field's value from the start.
  useEffect(() => {
    if (restored) onChangeRef.current?.(restored);
  }, [restored]);

  const active = useEditorState({ editor, selector: ({ editor: current }) => activeFormats(current) });

  function toggle(format: FormatId, fromKeyboard: boolean) {
    const chain = apply[format](editor.chain());
    (fromKeyboard ? chain : chain.focus()).run();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!storageKey || !(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's') return;
    event.preventDefault();
    setStatus(saveDraft(storageKey, htmlOf(editor)) ? 'Draft saved' : 'Draft could not be saved');
  }

  return (
    <div className={styles.frame({ invalid: isInvalid })} onKeyDown={onKeyDown}>
      <EditorToolbar active={active} onToggle={toggle} />
      <EditorContent editor={editor} />
      <div className={styles.footer}>
        <span role="status" className={status === 'Draft saved' ? styles.saved : undefined}>
          {status}
        </span>
        {storageKey && <span>Your draft is kept as you type</span>}
      </div>
    </div>
  );
}
