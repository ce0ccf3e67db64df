import path from 'node:path';
import { silentLogger } from '../logger';
import type { Logger } from '../logger';
import { ConfigurationError } from '../runtime/mode';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import type { S3StorageOptions } from './s3-storage';
import type { FileStorage } from './storage';

/** S3_REGION when unset: what AWS's own tools assume, and what MinIO accepts. */
export const DEFAULT_S3_REGION = 'us-east-1';

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** S3's rule for bucket names (which R2 and MinIO share): 3–63 lower-case letters, digits, dots and hyphens. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

function parseEndpoint(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigurationError(`S3_ENDPOINT must be a URL such as https://s3.example.com, got '${value}'`);
  }
  if (url.username || url.password)
    throw new ConfigurationError('S3_ENDPOINT must not hold credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigurationError(`S3_ENDPOINT must start with https:// or http://, got '${value}'`);
  if (url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    throw new ConfigurationError(`S3_ENDPOINT must be the server's address alone (no path or query), got '${value}'`);
  return url.origin;
}

function parseForcePathStyle(value: string | undefined, hasEndpoint: boolean): boolean {
  if (value === undefined) return hasEndpoint;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new ConfigurationError(`S3_FORCE_PATH_STYLE must be on or off, got '${value}'`);
}

/**
 * The S3 settings of `env`, or undefined when none is set. Half a configuration is refused:
 * uploads silently landing on one machine's disk is the failure S3 is configured to avoid.
 */
export function s3OptionsFromEnvironment(env: NodeJS.ProcessEnv): Omit<S3StorageOptions, 'logger'> | undefined {
  const value = (name: (typeof S3_SETTINGS)[number]) => blankToUndefined(env[name]);
  const set = S3_SETTINGS.filter((name) => value(name) !== undefined);
  if (set.length === 0) return undefined;

  const bucket = value('S3_BUCKET');
  if (bucket === undefined)
    throw new ConfigurationError(
      `${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but S3_BUCKET is not: set S3_BUCKET to store files in S3, or unset the S3_* settings to keep them on local disk`,
    );
  if (!BUCKET_NAME.test(bucket))
    throw new ConfigurationError(
      `S3_BUCKET must be a bucket name (3–63 lower-case letters, digits, dots or hyphens), got '${bucket}'`,
    );

  const accessKeyId = value('S3_ACCESS_KEY_ID');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
    throw new ConfigurationError(
      `${accessKeyId === undefined ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'} is set without ${accessKeyId === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'}: set both, or neither to use the AWS SDK's own credentials (AWS_* variables, an instance role)`,
    );

  const rawEndpoint = value('S3_ENDPOINT');
  const endpoint = rawEndpoint === undefined ? undefined : parseEndpoint(rawEndpoint);
  return {
    endpoint,
    bucket,
    region: value('S3_REGION') ?? DEFAULT_S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: parseForcePathStyle(value('S3_FORCE_PATH_STYLE'), endpoint !== undefined),
  };
}

/**
 * The file storage the environment asks for: an S3 bucket when S3_BUCKET (with S3_ENDPOINT for
 * a store other than AWS) is set, otherwise DATA_DIR/uploads on local disk. Throws
 * ConfigurationError for a half-set or malformed S3 configuration.
 */
export function storageFromEnvironment(env: NodeJS.ProcessEnv, dataDir: string, logger: Logger = silentLogger): FileStorage {
  const s3 = s3OptionsFromEnvironment(env);
  if (s3 === undefined) return new LocalDiskStorage(path.join(dataDir, 'uploads'));
  logger.info('files are stored in S3', { bucket: s3.bucket, endpoint: s3.endpoint ?? `AWS S3 (${s3.region})` });
  return new S3Storage({ ...s3, logger });
}
