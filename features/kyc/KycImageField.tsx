import { useRef } from 'react';
import { acceptedImageTypes } from '../../contract';
import { uploadFile } from '../../client';
import { FileDropzone, type UploadFn } from '../../ui';
import type { UploadedRef } from './schemas';

/** What the picker offers and drops must be: the image types the server stores. */
const imageTypes = [...acceptedImageTypes];

export interface KycImageFieldProps {
  /** What the image is, e.g. 'Student ID'. */
  label: string;
  description?: string;
  /** The uploaded file, kept in the KYC working state so it survives going back and forth. */
  value: UploadedRef | null;
  onChange: (value: UploadedRef | null) => void;
  /** A message about this file from elsewhere (the server refusing it). */
  validationError?: string;
}

/**
 * One image for the KYC flow: the design system's FileDropzone (maxFiles 1), uploading at once
 * through POST /v1/file/upload. The dropzone checks type and size; an upload failure shows the
 * server's message. A file uploaded earlier (before going back, or a reload) is shown from
 * the URL the server gave for it.
 */
export function KycImageField({ label, description, value, onChange, validationError }: KycImageFieldProps) {
  // Where each file uploaded here is served, so the working state can keep it for later previews.
  const served = useRef(new Map<string, string>());

  const upload: UploadFn = async (file, { signal, onProgress }) => {
    const stored = await uploadFile(file, {
      signal,
      // The client reports percent; the dropzone wants a fraction.
      onProgress: onProgress && ((percent) => onProgress(percent / 100)),
    });
    served.current.set(stored.key, stored.url);
    return { key: stored.key, name: stored.name };
  };

  return (
    <FileDropzone
      label={label}
      description={description}
      maxFiles={1}
      acceptedFileTypes={imageTypes}
      upload={upload}
      value={value ? [value] : []}
      onChange={(files) => {
        const [file] = files;
        onChange(file ? { key: file.key, name: file.name, url: served.current.get(file.key) } : null);
      }}
      getPreviewUrl={(file) => (file.key === value?.key ? value.url : undefined)}
      validationError={validationError}
    />
  );
}
