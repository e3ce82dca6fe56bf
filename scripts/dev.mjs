// `npm run dev`: the server under tsx watch (port 3000) and Vite with hot reload (port 5173,
// proxying /api and /dev/mail). Open http://localhost:5173. The outbox page is on.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import concurrently from 'concurrently';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const env = {
  NODE_ENV: 'development',
  MAIL_OUTBOX_UI: 'true',
  APP_URL: 'http://localhost:5173',
  TRUSTED_ORIGINS: 'http://localhost:5173',
  ...process.env,
  // the workspace script runs in apps/server: resolve the data dir from the repository root
  DATA_DIR: resolve(root, process.env.DATA_DIR ?? 'data'),
};
const { result } = concurrently(
  [
    { command: 'npm run dev -w @app/server', name: 'server', prefixColor: 'blue', env },
    { command: 'npm run dev -w @app/web', name: 'web', prefixColor: 'green', env },
  ],
  { killOthersOn: ['failure', 'success'] },
);
result.catch(() => process.exit(1));
