/**
 * Whether this process should be sent traffic, apart from its database's answer: the
 * migrations are applied (a server built in code, as in tests, starts migrated) and it is not
 * shutting down. The start sequence and the SIGTERM drain set it; /v1/health/ready reads it.
 */
export class ReadinessState {
  private migrationsApplied: boolean;
  private shuttingDown = false;

  constructor(options: { migrated: boolean } = { migrated: true }) {
    this.migrationsApplied = options.migrated;
  }

  get migrated(): boolean {
    return this.migrationsApplied;
  }

  get draining(): boolean {
    return this.shuttingDown;
  }

  markMigrated(): void {
    this.migrationsApplied = true;
  }

  /** From here on readiness answers 503 and every response closes its connection. */
  beginDraining(): void {
    this.shuttingDown = true;
  }
}
