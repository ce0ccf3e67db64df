import { useState } from 'react';
import { acceptedPhotoTypes } from '../../contract';
import { ApiError, errorMessage } from '../../client';
import { FileDropzone, Notice, type FileOrdering, type UploadFn } from '../../ui';
import { uploadListingPhoto } from './api';

/** What the picker offers and drops must be: the raster pictures the server makes listing photos of. */
const photoTypes = [...acceptedPhotoTypes];

/** Several photos are put in order by the seller; the first is the listing's cover. */
const photoOrdering: FileOrdering = { itemName: 'Photo', firstName: 'Cover', makeFirstLabel: 'Set as cover' };

export interface PhotoFieldProps {
  label: string;
  description?: string;
  maxFiles: number;
  /** The uploaded files' keys, in the seller's order (the first is the cover). */
  keys: readonly string[];
  onChange: (keys: string[]) => void;
  /** Where photos the listing already has are served, by key. */
  knownUrls?: Readonly<Record<string, string>>;
  validationError?: string;
}

/**
 * Listing photos: each uploads at once, as a public file, and shows from where it is served.
 * They stay in the order the seller chose them, however their uploads finish, and the seller
 * can reorder them and choose the cover.
 */
export function PhotoField({ label, description, maxFiles, keys, onChange, knownUrls = {}, validationError }: PhotoFieldProps) {
  const [files] = useState(
    () =>
      new Map<string, { name: string; url?: string }>(Object.entries(knownUrls).map(([key, url]) => [key, { name: key, url }])),
  );

  const upload: UploadFn = async (file, { signal, onProgress }) => {
    const stored = await uploadListingPhoto(file, { signal, onProgress });
    files.set(stored.key, { name: stored.name, url: stored.url });
    return { key: stored.key, name: stored.name };
  };

  return (
    <FileDropzone
      label={label}
      description={description}
      maxFiles={maxFiles}
      acceptedFileTypes={photoTypes}
      ordering={maxFiles > 1 ? photoOrdering : undefined}
      upload={upload}
      value={keys.map((key) => ({ key, name: files.get(key)?.name ?? key }))}
      onChange={(uploaded) => onChange(uploaded.map((file) => file.key))}
      getPreviewUrl={(file) => files.get(file.key)?.url}
      validationError={validationError}
    />
  );
}

/** A failed save the fields cannot show: the server's sentence (a 403 says why selling is refused). */
export function FormError({ message }: { message: string | null }) {
  return (
    <div role="alert">
      {message && (
        <Notice as="p" tone="critical">
          {message}
        </Notice>
      )}
    </div>
  );
}

/**
 * The server's field messages keyed as this form's fields (its body paths mapped by `fieldOf`),
 * as an ApiError the form helper reads; null when none belongs to the form.
 */
export function onFormFields<K extends string>(error: unknown, fieldOf: (serverKey: string) => K | undefined): ApiError | null {
  if (!(error instanceof ApiError)) return null;
  const fieldErrors: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.fieldErrors)) {
    const field = fieldOf(key);
    if (field && !fieldErrors[field]) fieldErrors[field] = message;
  }
  return Object.keys(fieldErrors).length > 0 ? new ApiError(error.message, { status: error.status, fieldErrors }) : null;
}

export { errorMessage };
