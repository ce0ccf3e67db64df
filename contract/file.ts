import * as v from 'valibot';
import { dataEnvelope } from './envelope';

/** Upload limit: 5 MB (5 * 1024 * 1024 bytes). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const fileTooLargeMessage = 'File size is too large. Please upload a file less than 5MB.';
export const fileTypeNotSupportedMessage = 'File type not supported. Please upload a image file.';
export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;
/**
 * What a photo (listing photo, event banner, profile photo) may be: a raster picture. The server
 * decodes photos, and never an SVG (a few kilobytes of one can keep it busy for seconds).
 */
export const acceptedPhotoTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/**
 * Who may read an uploaded file: `public` (listing photos: anyone with the URL) or `private`
 * (KYC documents: only its owner and administrators). Uploads are private unless they say otherwise.
 */
export const fileVisibilities = ['public', 'private'] as const;
export type FileVisibility = (typeof fileVisibilities)[number];
export const DEFAULT_FILE_VISIBILITY: FileVisibility = 'private';
export const fileVisibilitySchema = v.picklist(fileVisibilities, "Visibility must be 'public' or 'private'");

/**
 * POST /v1/file/upload (multipart/form-data: field `file`, optional field `visibility`; signed in) -> 201.
 * The image is then served at `url` (= /v1/file/{bucket}/{key}); a private one only to its
 * owner and administrators, with the access token as a bearer header or the session cookie.
 */
export const uploadResultSchema = v.object({
  result: v.object({
    key: v.string(),
    bucket: v.string(),
    url: v.string(),
    info: v.object({ original_name: v.string(), mimetype: v.string(), size: v.number() }),
  }),
});
export type UploadResult = v.InferOutput<typeof uploadResultSchema>;
export const uploadResponseSchema = dataEnvelope(uploadResultSchema);
export type UploadResponse = v.InferOutput<typeof uploadResponseSchema>;
