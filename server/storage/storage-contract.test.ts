import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';
import type { FileStorage } from './storage';
import { StorageUnavailableError, STORAGE_RETRY_AFTER_SECONDS } from './storage';
import { testS3Options, uniqueStorageKey, unreachableEndpoint } from './testing';

const diskRoot = mkdtempSync(path.join(os.tmpdir(), 'kampus-storage-contract-'));
const s3Options = testS3Options();
const s3 = s3Options ? new S3Storage(s3Options) : undefined;

afterAll(() => {
  rmSync(diskRoot, { recursive: true, force: true });
  s3?.close();
});

/** Every byte value, so no store may treat the body as text. */
const allBytes = () => Uint8Array.from({ length: 512 }, (_, index) => index % 256);

/** What every FileStorage must do, whatever is behind it. */
function storageContract(storage: () => FileStorage) {
  it('gives back exactly the bytes it was given, under a bucket/name key', async () => {
    const key = uniqueStorageKey();
    await storage().put(key, allBytes());
    expect(await storage().get(key)).toEqual(allBytes());
  });

  it('answers undefined for a key it never stored', async () => {
    expect(await storage().get(uniqueStorageKey())).toBeUndefined();
  });

  it('replaces the bytes when a key is stored again', async () => {
    const key = uniqueStorageKey('png');
    await storage().put(key, new Uint8Array([1, 2, 3, 4, 5, 6]));
    await storage().put(key, new Uint8Array([9, 8]));
    expect(await storage().get(key)).toEqual(new Uint8Array([9, 8]));
  });

  it('deletes an object, and deleting one that is not there is no error', async () => {
    const key = uniqueStorageKey('webp');
    await storage().put(key, new Uint8Array([7]));
    await storage().delete(key);
    expect(await storage().get(key)).toBeUndefined();
    await expect(storage().delete(key)).resolves.toBeUndefined();
  });

  it('keeps keys in different folders apart', async () => {
    const name = uniqueStorageKey().slice('kampus/'.length);
    await storage().put(`kampus/${name}`, new Uint8Array([1]));
    await storage().put(`other-bucket/${name}`, new Uint8Array([2]));
    expect(await storage().get(`kampus/${name}`)).toEqual(new Uint8Array([1]));
    expect(await storage().get(`other-bucket/${name}`)).toEqual(new Uint8Array([2]));
  });

  it('stores an empty file', async () => {
    const key = uniqueStorageKey();
    await storage().put(key, new Uint8Array());
    expect(await storage().get(key)).toEqual(new Uint8Array());
  });

  it.each(['../escape.png', 'kampus/../x.png', 'kampus/a/b.png', 'noslash.png', 'kampus/name', '/kampus/x.png'])(
    'refuses the unsafe key %s',
    async (key) => {
      await expect(storage().put(key, new Uint8Array([1]))).rejects.toThrow(/Unsafe storage key/);
      await expect(storage().get(key)).rejects.toThrow(/Unsafe storage key/);
      await expect(storage().delete(key)).rejects.toThrow(/Unsafe storage key/);
    },
  );
}

describe('LocalDiskStorage', () => {
  storageContract(() => new LocalDiskStorage(diskRoot));
});

describe.skipIf(!s3)('S3Storage on the local S3-compatible server (TEST_S3_ENDPOINT)', () => {
  storageContract(() => s3 as S3Storage);
});

describe('S3Storage when the store is away', () => {
  it('answers StorageUnavailableError (503 with Retry-After) for put, get and delete', async () => {
    const storage = new S3Storage({
      endpoint: await unreachableEndpoint(),
      bucket: 'kampus-files',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    const key = uniqueStorageKey();
    const attempts = [() => storage.put(key, new Uint8Array([1])), () => storage.get(key), () => storage.delete(key)];
    for (const attempt of attempts) {
      const error: unknown = await attempt().then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(StorageUnavailableError);
      expect(error).toMatchObject({ status: 503, headers: { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) } });
    }
    storage.close();
  });

  it('gives up on a store that accepts connections but never answers, with the same 503', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const storage = new S3Storage({
      endpoint: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
      bucket: 'kampus-files',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      timeouts: { connectMs: 200, idleMs: 200, requestMs: 400 },
    });
    try {
      const started = Date.now();
      await expect(storage.get(uniqueStorageKey())).rejects.toBeInstanceOf(StorageUnavailableError);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      storage.close();
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
