import * as v from 'valibot';
import { dataEnvelope } from './envelope';

/** Upload limit: 5 MB (5 * 1024 * 1024 bytes). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const fileTooLargeMessage = 'File size is too large. Please upload a file less than 5MB.';
export const fileTypeNotSupportedMessage = 'File type not supported. Please upload a image file.';
export const acceptedImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;

/**
 * POST /v1/file/upload (multipart/form-data, field `file`, signed in) -> 201.
 * The image is then served at `url` (= /v1/file/{bucket}/{key}).
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
