import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate` writes SQL migrations from the schema; they are applied at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/modules/*/schema.ts',
  out: './server/db/migrations',
});
