/**
 * Once per e2e run, before any file: the template database (helpers/server.ts
 * TEMPLATE_DATA_DIR), made by starting the built server on an empty directory (it creates and
 * migrates its PGlite database) and stopping it. Every file's server then starts on a copy.
 */
import { rm } from 'node:fs/promises';
import { startServer, TEMPLATE_DATA_DIR } from './helpers/server.ts';

export default async function setup(): Promise<void> {
  await rm(TEMPLATE_DATA_DIR, { recursive: true, force: true });
  const server = await startServer({}, TEMPLATE_DATA_DIR);
  const code = await server.stop();
  if (code !== 0) throw new Error(`the template server exited with ${code}\n${server.output()}`);
}
