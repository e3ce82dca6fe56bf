/**
 * Entry of an import worker (node:worker_threads), started by import-runner.ts for one import
 * and stopped after it: reads `workerData` (an ImportRequest), previews it and posts one
 * ImportOutcome. Bundled as dist/import-worker.js beside dist/main.js (scripts/build.mjs); in
 * source runs import-worker-bootstrap.mjs loads this file through tsx.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { failureOutcome, type ImportOutcome, type ImportRequest } from './import-protocol.ts';
import { previewImportRequest } from './import-request.ts';

if (!parentPort) throw new Error('import-worker.ts runs only as a worker thread');
const port = parentPort;

const outcome: ImportOutcome = await previewImportRequest(workerData as ImportRequest).then(
  (preview) => ({ ok: true, preview }),
  failureOutcome,
);
port.postMessage(outcome);
