import type { FileVisibility } from '../../../contract';
import { randomToken } from '../../crypto/tokens';
import type { Services } from '../../services';
import type { ImageType } from './image-type';
import { files } from './schema';

export interface PrivateFileInput {
  bytes: Uint8Array;
  type: ImageType;
  ownerId: string;
  originalName: string;
  visibility: Exclude<FileVisibility, 'public'>;
}

/**
 * Stores a private upload (a KYC document, a dispute or chat photo, a brand's SVG logo) as it
 * came, under a new unguessable key: the bytes first, then the row, so a row never names bytes
 * that are not there.
 */
export async function storePrivateFile(
  { db, storage, clock, config }: Pick<Services, 'db' | 'storage' | 'clock' | 'config'>,
  input: PrivateFileInput,
): Promise<{ key: string; mime: string; size: number }> {
  const bucket = config.fileBucket;
  const key = `${randomToken(16)}.${input.type.ext}`;
  await storage.put(`${bucket}/${key}`, input.bytes);
  await db.insert(files).values({
    key,
    bucket,
    ownerId: input.ownerId,
    visibility: input.visibility,
    contentType: input.type.mime,
    originalName: input.originalName,
    size: input.bytes.byteLength,
    createdAt: clock.now(),
  });
  return { key, mime: input.type.mime, size: input.bytes.byteLength };
}
