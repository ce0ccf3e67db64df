import os from 'node:os';
import path from 'node:path';

/** Where the e2e server listens and keeps its throwaway embedded database. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4310);
export const e2eDataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'kampus-e2e-data');
