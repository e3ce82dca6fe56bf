/**
 * Entry of an import worker (node:worker_threads), started by import-runner.ts for one import
 * and stopped after it: reads `workerData` (an ImportRequest), previews it and posts one
 * ImportOutcome (image files transferred). Bundled as dist/import-worker.js beside dist/main.js (scripts/build.mjs); in
 * source runs import-worker-bootstrap.mjs loads this file through tsx.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { failureOutcome, type ImportOutcome, type ImportRequest } from './import-protocol.ts';
import { previewImportRequest } from './import-request.ts';

if (!parentPort) throw new Error('import-worker.ts runs only as a worker thread');
const port = parentPort;

const outcome: ImportOutcome = await previewImportRequest(workerData as ImportRequest).then(
  (reading) => ({ ok: true, ...reading }),
  failureOutcome,
);
// the image files move to the server's thread without a copy
port.postMessage(outcome, outcome.ok ? outcome.media.files.map((file) => file.bytes) : []);
