import { fileURLToPath } from 'node:url';

/** drizzle-kit's SQL migrations and their journal. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
