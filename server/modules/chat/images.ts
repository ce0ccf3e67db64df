import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { invalidField } from '../../http/api-error';
import type { Services } from '../../services';
import { readPhoto } from '../file/photo-reader';
import { files } from '../file/schema';
import { chatMessages, chats } from './schema';

/** Pictures a message may carry (an SVG is a document, not a photo). */
const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const notAPhotoMessage = 'Images must be photos (PNG, JPG, GIF or WebP)';
export const notYourUploadMessage = 'Images must be pictures you uploaded';

/**
 * Checks that every key is a photo the sender uploaded (400 naming `imageKeys` otherwise), and
 * re-encodes the private ones without their metadata (a phone photo's EXIF holds where it was
 * taken), before the message that shows them to the other party is written.
 */
export async function prepareImages(
  services: Pick<Services, 'db' | 'storage' | 'logger'>,
  senderId: string,
  keys: readonly string[],
): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const found = await services.db
    .select({ key: files.key, bucket: files.bucket, contentType: files.contentType, visibility: files.visibility })
    .from(files)
    .where(and(inArray(files.key, unique), eq(files.ownerId, senderId)));
  if (found.length !== unique.length) throw invalidField('imageKeys', notYourUploadMessage);
  if (found.some((file) => !PHOTO_TYPES.includes(file.contentType))) throw invalidField('imageKeys', notAPhotoMessage);
  // A photo sent before was cleaned then: encoding it again would only lose quality.
  const sent = await services.db
    .select({ key: sql<string>`unnest(${chatMessages.imageKeys})` })
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), sql`${chatMessages.imageKeys} && ${sql.param(unique)}::text[]`));
  const cleaned = new Set(sent.map((row) => row.key));
  for (const file of found) {
    if (file.visibility === 'private' && file.contentType !== 'image/gif' && !cleaned.has(file.key)) {
      await stripMetadata(services, file);
    }
  }
  return unique;
}

async function stripMetadata(
  { db, storage, logger }: Pick<Services, 'db' | 'storage' | 'logger'>,
  file: { key: string; bucket: string; contentType: string },
): Promise<void> {
  const path = `${file.bucket}/${file.key}`;
  const bytes = await storage.get(path);
  if (!bytes) throw invalidField('imageKeys', notYourUploadMessage);
  let clean: Buffer;
  try {
    // Rotated upright first, since the orientation is metadata too; sharp writes no metadata unless told.
    clean = await readPhoto(bytes).rotate().toBuffer();
  } catch (error) {
    logger.warn('chat image could not be re-encoded', { key: file.key, error: String(error) });
    throw invalidField('imageKeys', notAPhotoMessage);
  }
  await storage.put(path, new Uint8Array(clean));
  await db.update(files).set({ size: clean.byteLength }).where(eq(files.key, file.key));
}

/**
 * Whether `viewerId` is in a conversation where the file's owner sent it (in a message Kampus has
 * not removed): the other party may see it.
 */
export async function isChatImageOfParty(db: Database, fileKey: string, ownerId: string, viewerId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(
      and(
        eq(chatMessages.senderId, ownerId),
        isNull(chatMessages.removedAt),
        sql`cardinality(${chatMessages.imageKeys}) > 0`,
        sql`${fileKey} = any(${chatMessages.imageKeys})`,
        or(eq(chats.userLow, viewerId), eq(chats.userHigh, viewerId)),
      ),
    )
    .limit(1);
  return found !== undefined;
}
