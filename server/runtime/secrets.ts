import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomToken } from '../crypto/tokens';

export interface PersistedSecrets {
  jwtSecret: string;
  internalToken: string;
}

/**
 * Secrets generated on first start and kept in DATA_DIR/secrets.json (mode 0600), so that
 * sessions survive restarts without configuration. JWT_SECRET, when set, wins.
 */
export function loadSecrets(dataDir: string): PersistedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<PersistedSecrets>;
    if (typeof stored.jwtSecret === 'string' && typeof stored.internalToken === 'string') {
      return { jwtSecret: stored.jwtSecret, internalToken: stored.internalToken };
    }
  }
  const secrets: PersistedSecrets = { jwtSecret: randomToken(48), internalToken: randomToken(32) };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
