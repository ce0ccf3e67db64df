/**
 * The server under test: builds the web app if stale, wipes the e2e data folder, and runs the
 * real API with the built app on one port — exactly what `npm start` runs, on a fresh database.
 */
import { rmSync } from 'node:fs';
import { ensureWebBuild } from '../../scripts/lib/webBuild';
import { e2eDataDir, e2ePort } from './environment';

ensureWebBuild();
rmSync(e2eDataDir, { recursive: true, force: true });
process.env.PORT = String(e2ePort);
process.env.DATA_DIR = e2eDataDir;
process.env.STATIC_DIR = 'dist/web';
process.env.DEMO_DATA = '0';
delete process.env.DATABASE_URL;
await import('../../server/main');
