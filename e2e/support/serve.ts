/**
 * The server under test: builds the web app if stale, wipes the e2e data folder, gives the new
 * database the demo accounts (buyer, KYC-approved seller, and the staff) but not the demo
 * catalogue (journeys list what they need, and the catalogue's pictures take long to make), and
 * runs the real API with the built app on one port — exactly what `npm start` runs.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureWebBuild } from '../../scripts/lib/webBuild';
import { createApp } from '../../server/app';
import { systemClock } from '../../server/clock';
import { defaultConfig } from '../../server/config';
import { openPglite } from '../../server/db/database';
import { seedDemoData } from '../../server/db/seed-demo';
import { consoleLogger } from '../../server/logger';
import { DevMailbox } from '../../server/dev/mail/mailbox';
import { loadSecrets } from '../../server/runtime/secrets';
import { LocalDiskStorage } from '../../server/storage/local-disk-storage';
import { e2eDataDir, e2ePort } from './environment';

/** The demo accounts in a new embedded database in `dataDir`, made as the server's own demo seed makes them. */
async function seedDemoAccounts(dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const handle = await openPglite(path.join(dataDir, 'db'));
  try {
    const app = createApp({
      db: handle.db,
      mailer: new DevMailbox(systemClock),
      storage: new LocalDiskStorage(path.join(dataDir, 'uploads')),
      config: defaultConfig({ mode: 'demo', jwtSecret: loadSecrets(dataDir).jwtSecret }),
      logger: consoleLogger,
    });
    await seedDemoData(app, { catalogue: false });
    await app.services.tasks.settle();
  } finally {
    await handle.close();
  }
}

await ensureWebBuild();
rmSync(e2eDataDir, { recursive: true, force: true });
await seedDemoAccounts(e2eDataDir);
process.env.PORT = String(e2ePort);
process.env.DATA_DIR = e2eDataDir;
process.env.STATIC_DIR = 'dist/web';
// The database is no longer new, so the server seeds nothing itself; off all the same.
process.env.DEMO_DATA = '0';
// Every journey lists its products as the one demo seller, about 40 photos in four minutes: more
// than a student uploads, and more than the standard limit lets one person.
process.env.UPLOADS_PER_10_MINUTES = '1000';
delete process.env.DATABASE_URL;
await import('../../server/main');
