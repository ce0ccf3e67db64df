import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { fileTooLargeMessage, fileTypeNotSupportedMessage } from '../../../contract';
import type { UploadResponse } from '../../../contract';
import { randomToken } from '../../crypto/tokens';
import { files } from '../../db/schema';
import { ApiError, badRequest, invalidField, notFound } from '../../http/api-error';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/auth-guard';
import type { Services } from '../../services';
import { detectImageType } from './image-type';

export const UPLOAD_PATH = '/v1/file/upload';
/** Room for the multipart envelope around a file of the maximum size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const KEY_PATTERN = /^[\w-]{22}\.(png|jpg|gif|webp|svg)$/;
/** Served files are inert: an SVG opened directly cannot run script or load anything. */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const tooLarge = () => new ApiError(413, fileTooLargeMessage, { file: fileTooLargeMessage });

function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 255);
  return clean || 'upload';
}

/** /v1/file: image uploads (signed in) and serving them back (public, by unguessable key). */
export function fileRoutes(services: Services) {
  const { db, storage, clock, config } = services;
  const bucket = config.fileBucket;

  return new Hono<AppEnv>()
    .post(
      '/upload',
      requireUser(services.accessTokens),
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
        const bytes = new Uint8Array(await file.arrayBuffer());
        const type = await detectImageType(bytes);
        if (!type) throw new ApiError(415, fileTypeNotSupportedMessage, { file: fileTypeNotSupportedMessage });

        const key = `${randomToken(16)}.${type.ext}`;
        const originalName = cleanFileName(file.name);
        await storage.put(`${bucket}/${key}`, bytes);
        await db.insert(files).values({
          key,
          bucket,
          ownerId: c.get('auth').userId,
          contentType: type.mime,
          originalName,
          size: bytes.byteLength,
          createdAt: clock.now(),
        });
        const body: UploadResponse = {
          data: {
            result: {
              key,
              bucket,
              url: `/v1/file/${bucket}/${key}`,
              info: { original_name: originalName, mimetype: type.mime, size: bytes.byteLength },
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
      const [file] = await db
        .select()
        .from(files)
        .where(and(eq(files.key, key), eq(files.bucket, bucket)));
      const bytes = file ? await storage.get(`${bucket}/${key}`) : undefined;
      if (!file || !bytes) throw missing();
      return c.body(bytes, 200, {
        'Content-Type': file.contentType,
        'Content-Length': String(bytes.byteLength),
        'Content-Security-Policy': FILE_CSP,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      });
    });
}
