import { eq } from 'drizzle-orm';
import { cropOutsidePhotoMessage, fileTypeNotSupportedMessage } from '../../../contract';
import type { ProfilePhotoCrop } from '../../../contract';
import { randomToken } from '../../crypto/tokens';
import type { Database } from '../../db/database';
import { ApiError, invalidField } from '../../http/api-error';
import { describeError } from '../../logger';
import type { Services } from '../../services';
import type { ImageType } from '../file/image-type';
import type { EncodedVariant } from '../file/photo-reader';
import { CropOutsidePhotoError, encodeProfilePhoto } from '../file/profile-photo';
import { encodeUpload, insertPhotoRows } from '../file/public-photo';
import { files } from '../file/schema';
import { profilePhotoPaths } from './photo-view';
import { users } from './schema';

/** The pictures a profile photo may be made from. */
const PROFILE_PHOTO_TYPES: readonly ImageType['mime'][] = ['image/jpeg', 'image/png', 'image/webp'];

export interface ProfilePhotoUpload {
  bytes: Uint8Array;
  /** What the bytes are, as detected; undefined when they are no image at all. */
  type: ImageType | undefined;
  originalName: string;
  crop: ProfilePhotoCrop;
}

async function encode(upload: ProfilePhotoUpload): Promise<EncodedVariant[]> {
  if (!upload.type || !PROFILE_PHOTO_TYPES.includes(upload.type.mime)) {
    throw new ApiError(415, fileTypeNotSupportedMessage, { file: fileTypeNotSupportedMessage });
  }
  try {
    return await encodeUpload(() => encodeProfilePhoto(upload.bytes, upload.crop));
  } catch (error) {
    if (!(error instanceof CropOutsidePhotoError)) throw error;
    const { width, height } = error.photo;
    throw invalidField('size', `${cropOutsidePhotoMessage} (The photo is ${width} × ${height} pixels.)`);
  }
}

/** The storage paths of every size of a profile photo, from its largest file's path. */
export function profilePhotoStoragePaths(photoPath: string): string[] {
  return profilePhotoPaths(photoPath).map(({ path }) => path);
}

/** The `files` key of a profile photo (its largest file's name), from its path. */
const fileKeyOf = (photoPath: string) => photoPath.slice(photoPath.lastIndexOf('/') + 1);

/**
 * In a transaction holding the account's row: points the account at `photoPath` (or at none)
 * and deletes the previous photo's rows. Answers the previous photo's path.
 */
async function swapPhoto(tx: Database, userId: string, photoPath: string | null, now: Date): Promise<string | null> {
  const [row] = await tx.select({ photoPath: users.photoPath }).from(users).where(eq(users.id, userId)).for('update');
  const previous = row?.photoPath ?? null;
  await tx.update(users).set({ photoPath, updatedAt: now }).where(eq(users.id, userId));
  // The variants' rows go with the file's (on delete cascade).
  if (previous) await tx.delete(files).where(eq(files.key, fileKeyOf(previous)));
  return previous;
}

/** After the commit: a failed removal leaves an orphan object, never a row pointing at nothing. */
export async function removePhotoFiles(services: Pick<Services, 'storage' | 'logger'>, photoPath: string | null) {
  if (!photoPath) return;
  for (const path of profilePhotoStoragePaths(photoPath)) {
    await services.storage.delete(path).catch((error: unknown) => {
      services.logger.error('profile photo: a file could not be removed from storage', { path, ...describeError(error) });
    });
  }
}

/**
 * PUT /v1/user/photo: makes the square `crop` of the picture the account's profile photo,
 * stored as public WebP files without metadata, and deletes the previous photo's files.
 */
export async function setProfilePhoto(services: Services, userId: string, upload: ProfilePhotoUpload): Promise<void> {
  const { db, storage, clock, config } = services;
  const variants = await encode(upload);
  const largest = variants.at(-1);
  if (!largest) throw new Error('encodeProfilePhoto answered no variant');

  const bucket = config.fileBucket;
  const key = `${randomToken(16)}.webp`;
  const photoPath = `${bucket}/${key}`;
  const paths = new Map(profilePhotoPaths(photoPath).map(({ width, path }) => [width, path]));
  const stored = variants.map((variant) => {
    const path = paths.get(variant.width);
    if (!path) throw new Error(`a profile photo has no ${variant.width} px size`);
    return { ...variant, path, key: path.slice(bucket.length + 1) };
  });
  // The bytes first, then the rows: a row never names bytes that are not there.
  for (const variant of stored) await storage.put(variant.path, variant.bytes);

  const now = clock.now();
  const previous = await db.transaction(async (tx) => {
    await insertPhotoRows(tx, { key, bucket, ownerId: userId, originalName: upload.originalName, variants: stored }, now);
    return swapPhoto(tx, userId, photoPath, now);
  });
  await removePhotoFiles(services, previous);
}

/** DELETE /v1/user/photo: back to initials; the photo's files are deleted. */
export async function removeProfilePhoto(services: Services, userId: string): Promise<void> {
  const now = services.clock.now();
  const previous = await services.db.transaction((tx) => swapPhoto(tx, userId, null, now));
  await removePhotoFiles(services, previous);
}
