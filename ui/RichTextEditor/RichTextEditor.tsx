import { lazy, Suspense, useId } from 'react';
import { fieldStyles } from '../Field';
import { EditorSkeleton } from './EditorSkeleton';

// tiptap is large: it loads only when an editor is on the page.
const RichTextEditorImpl = lazy(() => import('./RichTextEditorImpl'));

export interface RichTextEditorProps {
  /** Names the editable text area. */
  label: string;
  description?: string;
  /** The HTML to start from (a saved draft wins over it). */
  defaultValue?: string;
  /** Called with the HTML on every change ('' when empty). */
  onChange?: (html: string) => void;
  /**
   * Where the draft is kept in localStorage: written as the user types (once typing pauses) and
   * at once with Ctrl+S / Cmd+S, restored on load. Clear it with `clearDraft` once submitted.
   */
  storageKey?: string;
  /** The form's message for this field. Marks the editor invalid. */
  validationError?: string;
  isRequired?: boolean;
}

/**
 * Formatted text (bold, italic, underline, headings, lists) as HTML, with a draft kept as the
 * user types. The editor itself is loaded lazily; a skeleton of the same size stands in.
 */
export function RichTextEditor({
  label,
  description,
  defaultValue,
  onChange,
  storageKey,
  validationError,
  isRequired,
}: RichTextEditorProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description && descriptionId, validationError && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
        {isRequired && (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <Suspense fallback={<EditorSkeleton isInvalid={Boolean(validationError)} />}>
        <RichTextEditorImpl
          labelId={labelId}
          describedBy={describedBy}
          isInvalid={Boolean(validationError)}
          isRequired={isRequired}
          defaultValue={defaultValue}
          storageKey={storageKey}
          onChange={onChange}
        />
      </Suspense>
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {validationError && (
        <span id={errorId} className={fieldStyles.errorText}>
          {validationError}
        </span>
      )}
    </div>
  );
}
