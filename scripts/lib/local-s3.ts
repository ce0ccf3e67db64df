import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

export interface LocalS3 {
  /** `http://127.0.0.1:PORT`, path-style. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The S3_* settings that point a Kampus server at this store. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export interface LocalS3Options {
  /** Where the objects live; a temp folder (removed by stop) when unset. */
  dataDir?: string;
  /** 0 or unset: any free port. */
  port?: number;
}

export const LOCAL_S3_BUCKET = 'kampus-files';
const REGION = 'us-east-1';
/** The one account @20minutes/s3rver knows: it refuses any other access key id. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * An S3-compatible server on 127.0.0.1 (@20minutes/s3rver, objects as files in `dataDir`) with
 * the bucket created, for tests and the local cluster. Never for real files: it is not
 * hardened, and it does not check signatures (see below).
 */
export async function startLocalS3(options: LocalS3Options = {}): Promise<LocalS3> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'kampus-s3-'));
  mkdirSync(dataDir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    silent: true,
    directory: dataDir,
    // Path-style requests only: every client here sets S3_FORCE_PATH_STYLE.
    vhostBuckets: false,
    // s3rver 4.0.4 signs bucket-level requests (HeadBucket, ListObjects) over `/bucket` while the
    // SDK signs `/bucket/`, and refuses them; object requests are unaffected. The access key id
    // is still checked.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: LOCAL_S3_BUCKET }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket: LOCAL_S3_BUCKET,
    region: REGION,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: LOCAL_S3_BUCKET,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      const closed = server.close();
      // Clients' keep-alive sockets would hold close() open.
      server.httpServer?.closeAllConnections();
      await closed;
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
