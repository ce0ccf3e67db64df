import { UploadCloud } from 'lucide-react';
import { useId } from 'react';
import { DropZone, FileTrigger, isFileDropItem, type DropItem } from 'react-aria-components';
import { Button } from '../Button';
import { fieldStyles } from '../Field';
import { visuallyHidden } from '../Spinner';
import { FileTile } from './FileTile';
import { fileErrors, uploadHint } from './fileRules';
import * as styles from './FileDropzone.css';
import { OrderedFiles, type FileOrdering } from './OrderedFiles';
import { useFileUploads, type UploadedFile, type UploadFn } from './useFileUploads';

export interface FileDropzoneProps {
  /** Names the whole control: 'Brand logo', 'Product photos'. */
  label: string;
  description?: string;
  /** Stores one file and resolves with its key; reject with an Error whose message the user should read. */
  upload: UploadFn;
  /** The uploaded files (controlled), e.g. kept by a multi-step form when the user goes back. */
  value?: UploadedFile[];
  /** The uploaded files to start with (uncontrolled). */
  defaultValue?: UploadedFile[];
  /** Called with every uploaded file whenever one finishes uploading or is removed. */
  onChange?: (uploaded: UploadedFile[]) => void;
  /** A URL to show an already-uploaded file from (those in `value` that were not chosen here). */
  getPreviewUrl?: (file: UploadedFile) => string | undefined;
  /** How many files in all. Default 5; 1 makes a single-file picker. */
  maxFiles?: number;
  /** MIME types the picker offers and drops must match. Default images only. */
  acceptedFileTypes?: string[];
  /** The form's message for this field, e.g. 'Add at least 3 photos'. */
  validationError?: string;
  isDisabled?: boolean;
  /**
   * Lets the person put the uploaded files in order and choose the first (a listing's cover):
   * by dragging, or with Move left, Move right and `makeFirstLabel` on each file.
   */
  ordering?: FileOrdering;
}

const imagesOnly = ['image/*'];

/**
 * Drop, paste or pick images; each uploads at once through `upload` and shows a thumbnail,
 * its progress or its error (with Retry), and a remove button.
 */
export function FileDropzone({
  label,
  description,
  upload,
  value,
  defaultValue,
  onChange,
  getPreviewUrl,
  maxFiles = 5,
  acceptedFileTypes = imagesOnly,
  validationError,
  isDisabled,
  ordering,
}: FileDropzoneProps) {
  const files = useFileUploads({ upload, value, defaultValue, onChange, maxFiles, acceptedFileTypes });
  const labelId = useId();
  const hintId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const pickId = useId();
  const messages = validationError ? [...files.errors, validationError] : files.errors;
  const single = maxFiles === 1;

  async function onDrop({ items }: { items: DropItem[] }) {
    const fileItems = items.filter(isFileDropItem);
    const dropped = await Promise.all(fileItems.map((item) => item.getFile()));
    files.add(dropped, fileItems.length < items.length ? [fileErrors.type] : []);
  }

  /** After a removal, focus goes back to the picker rather than to the page. */
  function focusPicker() {
    document.getElementById(pickId)?.focus();
  }

  const describedBy = [description && descriptionId, hintId, messages.length > 0 && errorId].filter(Boolean).join(' ');

  return (
    <div className={styles.root} role="group" aria-labelledby={labelId} aria-describedby={describedBy}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      <DropZone
        onDrop={onDrop}
        isDisabled={isDisabled}
        aria-label={`Drop or paste images for ${label}`}
        className={styles.zone({ invalid: messages.length > 0 })}
      >
        {({ isDropTarget }) => (
          <>
            <span className={styles.zoneIcon}>
              <UploadCloud size={22} aria-hidden="true" />
            </span>
            <span className={styles.prompt}>
              {isDropTarget
                ? `Drop to add ${single ? 'the image' : 'images'}`
                : `Drag and drop ${single ? 'an image' : 'images'} here, or`}
            </span>
            <FileTrigger
              acceptedFileTypes={acceptedFileTypes}
              allowsMultiple={!single}
              onSelect={(list) => files.add(Array.from(list ?? []))}
            >
              <Button id={pickId} variant="outline" size="sm" isDisabled={isDisabled} aria-describedby={hintId}>
                {single ? 'Choose file' : 'Choose files'}
              </Button>
            </FileTrigger>
            <span id={hintId} className={styles.hint}>
              {uploadHint(maxFiles, acceptedFileTypes)}
            </span>
          </>
        )}
      </DropZone>
      <div id={errorId} role="alert" className={styles.errors}>
        {messages.map((message) => (
          <span key={message} className={fieldStyles.errorText}>
            {message}
          </span>
        ))}
      </div>
      {ordering && files.uploaded.length > 0 && (
        <OrderedFiles
          label={label}
          files={files.uploaded}
          ordering={ordering}
          previewOf={(file) => files.previews[file.key] ?? getPreviewUrl?.(file)}
          onMove={files.move}
          onDrop={files.drop}
          onRemove={(key) => {
            files.removeUploaded(key);
            focusPicker();
          }}
        />
      )}
      {(ordering ? files.pending.length : files.uploaded.length + files.pending.length) > 0 && (
        <ul className={styles.files} aria-label={ordering ? `${label} uploads` : `${label} files`}>
          {!ordering &&
            files.uploaded.map((file) => (
              <FileTile
                key={file.key}
                name={file.name}
                status="done"
                previewUrl={files.previews[file.key] ?? getPreviewUrl?.(file)}
                onRemove={() => {
                  files.removeUploaded(file.key);
                  focusPicker();
                }}
              />
            ))}
          {files.pending.map((item) => (
            <FileTile
              key={item.id}
              name={item.name}
              status={item.status}
              progress={item.progress}
              error={item.error}
              previewUrl={item.previewUrl}
              onRemove={() => {
                files.removePending(item.id);
                focusPicker();
              }}
              onRetry={() => files.retry(item.id)}
            />
          ))}
        </ul>
      )}
      <span role="status" className={visuallyHidden}>
        {files.announcement}
      </span>
    </div>
  );
}
