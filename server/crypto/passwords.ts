import { hash, verify } from '@node-rs/argon2';
import type { Argon2Params } from '../config';

/** argon2id (the library's default algorithm) with the configured cost. */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly params: Argon2Params) {}

  hash(password: string): Promise<string> {
    return hash(password, { ...this.params, outputLen: 32 });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check, so unknown emails do not answer faster. */
  async verifyAgainstNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('kampus-timing-equaliser');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
