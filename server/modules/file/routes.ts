import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import {
  DEFAULT_FILE_VISIBILITY,
  fileTooLargeMessage,
  fileTypeNotSupportedMessage,
  fileVisibilitySchema,
} from '../../../contract';
import type { FileVisibility, UploadResponse } from '../../../contract';
import { randomToken } from '../../crypto/tokens';
import { ApiError, badRequest, invalidField, notFound } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import { optionalUser } from '../../http/optional-user';
import type { Services } from '../../services';
import { isChatImageOfParty } from '../chat/images';
import { isDisputePhotoOfSeller } from '../order/dispute-photos';
import { detectImageType } from './image-type';
import { uploadLimiter } from './limits';
import { storePublicPhoto } from './public-photo';
import { fileVariants, files } from './schema';

export const UPLOAD_PATH = '/v1/file/upload';
/** Room for the multipart envelope around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** An upload's key, or a listing photo's smaller variant (`<name>-<width>.webp`). */
const KEY_PATTERN = /^[\w-]{22}(?:-\d{1,4}\.webp|\.(?:png|jpg|gif|webp|svg))$/;
const VARIANT_KEY_PATTERN = /^[\w-]{22}-\d{1,4}\.webp$/;
/** Served files are inert: an SVG opened directly cannot run script or load anything. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const tooLarge = () => new ApiError(413, fileTooLargeMessage, { file: fileTooLargeMessage });

/** The form's `visibility` field: absent means private; anything but 'public' or 'private' is a 400. */
function readVisibility(value: FormDataEntryValue | null): FileVisibility {
  if (value === null) return DEFAULT_FILE_VISIBILITY;
  const result = v.safeParse(fileVisibilitySchema, value);
  if (!result.success) throw invalidField('visibility', result.issues[0].message);
  return result.output;
}

/**
 * A private file is served to its owner and to administrators, a dispute photo also to the
 * disputed order's seller, and a chat image to the other party of its conversation; to anyone
 * else it does not exist.
 */
async function mayRead(
  c: Context<AppEnv>,
  services: Services,
  file: { key: string; ownerId: string; visibility: FileVisibility },
) {
  if (file.visibility === 'public') return true;
  const viewer = await optionalUser(c, services);
  if (viewer === undefined) return false;
  if (viewer.id === file.ownerId || viewer.role === 'admin') return true;
  return (
    (await isDisputePhotoOfSeller(services.db, file.key, viewer.id)) ||
    isChatImageOfParty(services.db, file.key, file.ownerId, viewer.id)
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

/** /v1/file: image uploads (signed in, at most `uploadRateRule` a person) and serving them back (by unguessable key; private ones only to their owner and administrators). */
export function fileRoutes(services: Services) {
  const { db, storage, clock, config } = services;
  const bucket = config.fileBucket;
  const admitUpload = uploadLimiter(services, 'file-upload');

  return new Hono<AppEnv>()
    .post(
      '/upload',
      requireUser(services),
      async (c, next) => {
        await admitUpload(c.get('auth').userId);
        await next();
      },
      // Refuses by Content-Length before reading, or stops reading once the count passes.
      bodyLimit({
        maxSize: config.maxUploadBytes + MULTIPART_OVERHEAD_BYTES,
        onError: () => {
          throw tooLarge();
        },
      }),
      async (c) => {
        const form = await c.req.formData().catch(() => {
          throw badRequest('Send the image as multipart/form-data in a field named file', { file: 'File is a required field' });
        });
        const file = form.get('file');
        if (!(file instanceof File)) throw invalidField('file', 'File is a required field');
        if (file.size > config.maxUploadBytes) throw tooLarge();
        if (file.size === 0) throw invalidField('file', 'The file is empty');
        const visibility = readVisibility(form.get('visibility'));
        const bytes = new Uint8Array(await file.arrayBuffer());
        const type = await detectImageType(bytes);
        if (!type) throw new ApiError(415, fileTypeNotSupportedMessage, { file: fileTypeNotSupportedMessage });

        const originalName = cleanFileName(file.name);
        const ownerId = c.get('auth').userId;
        let stored: { key: string; mime: string; size: number };
        if (visibility === 'public') {
          // A listing photo: re-encoded as WebP variants without metadata; the original is not kept.
          stored = await storePublicPhoto(services, { bytes, type, ownerId, originalName });
        } else {
          const key = `${randomToken(16)}.${type.ext}`;
          await storage.put(`${bucket}/${key}`, bytes);
          await db.insert(files).values({
            key,
            bucket,
            ownerId,
            visibility,
            contentType: type.mime,
            originalName,
            size: bytes.byteLength,
            createdAt: clock.now(),
          });
          stored = { key, mime: type.mime, size: bytes.byteLength };
        }
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
      const fileColumns = { ownerId: files.ownerId, visibility: files.visibility, contentType: files.contentType };
      const [file] = VARIANT_KEY_PATTERN.test(key)
        ? await db
            .select(fileColumns)
            .from(fileVariants)
            .innerJoin(files, eq(files.key, fileVariants.fileKey))
            .where(and(eq(fileVariants.key, key), eq(files.bucket, bucket)))
        : await db
            .select(fileColumns)
            .from(files)
            .where(and(eq(files.key, key), eq(files.bucket, bucket)));
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
