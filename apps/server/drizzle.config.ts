import { defineConfig } from 'drizzle-kit';

/** `npm run db:generate -w @app/server` writes SQL migrations from src/db/schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
});
