import { describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import { s3OptionsFromEnvironment, storageFromEnvironment } from './storage-from-environment';
import { configurationRefusal } from '../test/configuration-refusal';

const minio = {
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_BUCKET: 'kampus-files',
  S3_ACCESS_KEY_ID: 'minio-key',
  S3_SECRET_ACCESS_KEY: 'minio-secret',
};

const refusal = (env: NodeJS.ProcessEnv): string => configurationRefusal(() => s3OptionsFromEnvironment(env));

describe('storageFromEnvironment', () => {
  it('keeps files on local disk (DATA_DIR/uploads) when no S3 setting is set, blank ones included', () => {
    expect(storageFromEnvironment({}, '/tmp/kampus-data')).toBeInstanceOf(LocalDiskStorage);
    expect(storageFromEnvironment({ S3_ENDPOINT: ' ', S3_BUCKET: '' }, '/tmp/kampus-data')).toBeInstanceOf(LocalDiskStorage);
  });

  it('stores in S3 when S3_BUCKET is set', () => {
    const storage = storageFromEnvironment(minio, '/tmp/kampus-data');
    expect(storage).toBeInstanceOf(S3Storage);
    (storage as S3Storage).close();
  });

  it('reads an S3-compatible store: path-style and us-east-1 unless told', () => {
    expect(s3OptionsFromEnvironment(minio)).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'kampus-files',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio-key', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
    });
  });

  it('reads Cloudflare R2 (region auto) and AWS S3 (no endpoint: host-style, the SDK’s own credentials)', () => {
    expect(
      s3OptionsFromEnvironment({ ...minio, S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com', S3_REGION: 'auto' }),
    ).toMatchObject({ endpoint: 'https://acc.r2.cloudflarestorage.com', region: 'auto', forcePathStyle: true });
    expect(s3OptionsFromEnvironment({ S3_BUCKET: 'kampus-files', S3_REGION: 'eu-west-1' })).toEqual({
      endpoint: undefined,
      bucket: 'kampus-files',
      region: 'eu-west-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(s3OptionsFromEnvironment({ ...minio, S3_FORCE_PATH_STYLE: 'off' })).toMatchObject({ forcePathStyle: false });
  });

  it('refuses S3 settings without S3_BUCKET, naming what is set', () => {
    expect(refusal({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toBe(
      'S3_ENDPOINT is set but S3_BUCKET is not: set S3_BUCKET to store files in S3, or unset the S3_* settings to keep them on local disk',
    );
    expect(refusal({ S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' })).toMatch(
      /^S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set but S3_BUCKET is not/,
    );
  });

  it('refuses one half of the key pair', () => {
    expect(refusal({ ...minio, S3_SECRET_ACCESS_KEY: '' })).toMatch(
      /^S3_ACCESS_KEY_ID is set without S3_SECRET_ACCESS_KEY: set both/,
    );
    expect(refusal({ ...minio, S3_ACCESS_KEY_ID: undefined })).toMatch(/^S3_SECRET_ACCESS_KEY is set without S3_ACCESS_KEY_ID/);
  });

  it('refuses a malformed endpoint, bucket or path-style setting', () => {
    expect(refusal({ ...minio, S3_ENDPOINT: '127.0.0.1:9000' })).toMatch(/^S3_ENDPOINT must/);
    expect(refusal({ ...minio, S3_ENDPOINT: 'ftp://files.example.com' })).toMatch(/^S3_ENDPOINT must start with https:\/\//);
    expect(refusal({ ...minio, S3_ENDPOINT: 'http://127.0.0.1:9000/kampus-files' })).toMatch(/no path or query/);
    expect(refusal({ ...minio, S3_ENDPOINT: 'http://key:secret@127.0.0.1:9000' })).toMatch(/must not hold credentials/);
    expect(refusal({ ...minio, S3_BUCKET: 'Kampus_Files' })).toMatch(/^S3_BUCKET must be a bucket name/);
    expect(refusal({ ...minio, S3_FORCE_PATH_STYLE: 'maybe' })).toBe("S3_FORCE_PATH_STYLE must be on or off, got 'maybe'");
  });

  it('never puts a secret in an error message', () => {
    const messages = [
      refusal({ ...minio, S3_ACCESS_KEY_ID: '' }),
      refusal({ ...minio, S3_ENDPOINT: 'http://key:minio-secret@127.0.0.1:9000' }),
    ];
    for (const message of messages) expect(message).not.toContain('minio-secret');
  });
});
