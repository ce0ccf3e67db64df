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

/** What a production secret must at least be worth, as `estimatedEntropyBits` counts. */
export const MIN_SECRET_ENTROPY_BITS = 128;

/** The shortest piece `characters` is made of by repeating it ('abcabc' -> 'abc'). */
function repeatedUnit(characters: readonly string[]): readonly string[] {
  const length = characters.length;
  for (let period = 1; period <= length / 2; period += 1) {
    if (length % period === 0 && characters.every((character, index) => character === characters[index % period])) {
      return characters.slice(0, period);
    }
  }
  return characters;
}

/**
 * An estimate of how hard `secret` is to guess, in bits: its length (of the piece it repeats, if it
 * is a repetition) times the Shannon entropy of its characters. 32 x 'a' is 0, 'abab...' 2 (one
 * bit a letter of 'ab'); 48 random bytes in base64 about 330. It only tells a secret is weak, never that it is
 * strong: an English sentence scores like random letters.
 */
export function estimatedEntropyBits(secret: string): number {
  const characters = repeatedUnit([...secret]);
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const share = count / characters.length;
    bitsPerCharacter -= share * Math.log2(share);
  }
  return Math.floor(bitsPerCharacter * characters.length);
}
