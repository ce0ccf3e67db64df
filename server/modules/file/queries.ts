import { and, eq } from 'drizzle-orm';
import type { FileVisibility } from '../../../contract';
import type { Database } from '../../db/database';
import { fileVariants, files } from './schema';

/** A listing photo's smaller size (`<name>-<width>.webp`), served under its file's rules. */
const VARIANT_KEY_PATTERN = /^[\w-]{22}-\d{1,4}\.webp$/;

export interface ServedFile {
  ownerId: string;
  visibility: FileVisibility;
  contentType: string;
}

/** Who owns the file (or the file a size belongs to) under `key` in `bucket`, its visibility and type. */
export async function servedFile(db: Database, bucket: string, key: string): Promise<ServedFile | undefined> {
  const columns = { ownerId: files.ownerId, visibility: files.visibility, contentType: files.contentType };
  const [file] = VARIANT_KEY_PATTERN.test(key)
    ? await db
        .select(columns)
        .from(fileVariants)
        .innerJoin(files, eq(files.key, fileVariants.fileKey))
        .where(and(eq(fileVariants.key, key), eq(files.bucket, bucket)))
    : await db
        .select(columns)
        .from(files)
        .where(and(eq(files.key, key), eq(files.bucket, bucket)));
  return file;
}
