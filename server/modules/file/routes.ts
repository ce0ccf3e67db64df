import { Hono } from 'hono';
import type { Context } from 'hono';
import * as v from 'valibot';
import { DEFAULT_FILE_VISIBILITY, fileTypeNotSupportedMessage, fileVisibilitySchema } from '../../../contract';
import type { FileVisibility, UploadResponse } from '../../../contract';
import { ApiError, invalidField, notFound } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { authenticate, requireUser } from '../../http/auth-guard';
import { readAccessToken } from '../../http/optional-user';
import type { Services } from '../../services';
import { isChatImageOfParty } from '../chat/images';
import { isDisputePhotoOfSeller } from '../order/dispute-photos';
import { detectImageType } from './image-type';
import { uploadLimiter } from './limits';
import { storePrivateFile } from './private-file';
import { storePublicPhoto } from './public-photo';
import { servedFile } from './queries';
import { staffMayReadFile } from './staff-access';
import { readUploadForm, uploadBodyLimit } from './upload-form';

export const UPLOAD_PATH = '/v1/file/upload';
/** An upload's key, or a listing photo's smaller variant (`<name>-<width>.webp`). */
const KEY_PATTERN = /^[\w-]{22}(?:-\d{1,4}\.webp|\.(?:png|jpg|gif|webp|svg))$/;
/** Served files are inert: an SVG opened directly cannot run script or load anything. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The form's `visibility` field: absent means private; anything but 'public' or 'private' is a 400. */
function readVisibility(value: FormDataEntryValue | null): FileVisibility {
  if (value === null) return DEFAULT_FILE_VISIBILITY;
  const result = v.safeParse(fileVisibilitySchema, value);
  if (!result.success) throw invalidField('visibility', result.issues[0].message);
  return result.output;
}

/**
 * A private file is served to its owner, a dispute photo also to the disputed order's seller, a
 * chat image to the other party of its conversation, and to staff what their role reads (KYC
 * documents, a dispute's photos and chat images: `staffMayReadFile`); to anyone else it does not
 * exist.
 */
async function mayRead(
  c: Context<AppEnv>,
  services: Services,
  file: { key: string; ownerId: string; visibility: FileVisibility },
) {
  if (file.visibility === 'public') return true;
  const caller = await authenticate(services, readAccessToken(c));
  if (caller === undefined) return false;
  const { user: viewer, auth } = caller;
  if (viewer.id === file.ownerId) return true;
  return (
    (await isDisputePhotoOfSeller(services.db, file.key, viewer.id)) ||
    (await isChatImageOfParty(services.db, file.key, file.ownerId, viewer.id)) ||
    staffMayReadFile(services, { role: viewer.role, sessionId: auth.sessionId }, file)
  );
}

function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 255);
  return clean || 'upload';
}

/** /v1/file: image uploads (signed in, at most `uploadRateRule` a person) and serving them back (by unguessable key; private ones only to their owner and to whom `mayRead` names). */
export function fileRoutes(services: Services) {
  const { db, storage, config } = services;
  const bucket = config.fileBucket;

  return new Hono<AppEnv>()
    .post(
      '/upload',
      requireUser(services),
      uploadLimiter(services, 'file-upload'),
      uploadBodyLimit(config.maxUploadBytes),
      async (c) => {
        const { form, fileName, bytes } = await readUploadForm(c, config.maxUploadBytes, 'image');
        const visibility = readVisibility(form.get('visibility'));
        const type = await detectImageType(bytes);
        if (!type) throw new ApiError(415, fileTypeNotSupportedMessage, { file: fileTypeNotSupportedMessage });

        const originalName = cleanFileName(fileName);
        const ownerId = c.get('auth').userId;
        // A listing photo is re-encoded as WebP variants without metadata; the original is not kept.
        const stored =
          visibility === 'public'
            ? await storePublicPhoto(services, { bytes, type, ownerId, originalName })
            : await storePrivateFile(services, { bytes, type, ownerId, originalName, visibility });
        const body: UploadResponse = {
          data: {
            result: {
              key: stored.key,
              bucket,
              url: `/v1/file/${bucket}/${stored.key}`,
              info: { original_name: originalName, mimetype: stored.mime, size: stored.size },
            },
          },
        };
        return c.json(body, 201);
      },
    )

    .get('/:bucket/:key', async (c) => {
      const { bucket: wantedBucket, key } = c.req.param();
      const missing = () => notFound('File not found');
      if (wantedBucket !== bucket || !KEY_PATTERN.test(key)) throw missing();
      const file = await servedFile(db, bucket, key);
      if (!file || !(await mayRead(c, services, { ...file, key }))) throw missing();
      const bytes = await storage.get(`${bucket}/${key}`);
      if (!bytes) throw missing();
      const isPublic = file.visibility === 'public';
      return c.body(bytes, 200, {
        'Content-Type': file.contentType,
        'Content-Length': String(bytes.byteLength),
        'Content-Security-Policy': FILE_CSP,
        'Cache-Control': isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store',
        // A private file stays on Kampus's own site: no other site may embed it.
        'Cross-Origin-Resource-Policy': isPublic ? 'cross-origin' : 'same-site',
      });
    });
}
