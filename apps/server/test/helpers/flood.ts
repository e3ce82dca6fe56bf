/**
 * An endless provider answer for tests (issue 34 item 27: a 700 MB LanguageTool answer took the
 * server to 1.7 GB): status 200 with the JSON content type, the start of the provider's real
 * answer shape (`prefix`, e.g. `{"matches":[{"message":"`), then one JSON string that never
 * ends, written as fast as the client reads it. With `declaredBytes` the answer says that
 * Content-Length up front (a client may refuse it before reading). Stops at FLOOD_SAFETY_BYTES
 * so that a client without a cap cannot take the test machine down. What was sent is recorded.
 */
import type http from 'node:http';

/** Most bytes one flood sends (a client without a cap reads this much, then fails to parse). */
export const FLOOD_SAFETY_BYTES = 64 * 1024 * 1024;

/** What one flood sent: bytes, and whether the client closed the connection before the end. */
export interface FloodRecord {
  bytes: number;
  closedByClient: boolean;
  /** From the first byte to the close, ms. */
  ms: number;
}

/**
 * Answers `res` with the flood and records it in `records` (pushed at once, updated as it goes).
 */
export function floodJson(
  res: http.ServerResponse,
  prefix: string,
  records: FloodRecord[],
  declaredBytes?: number,
): void {
  const record: FloodRecord = { bytes: 0, closedByClient: false, ms: 0 };
  records.push(record);
  const started = performance.now();
  const piece = Buffer.alloc(64 * 1024, 'x');
  let finished = false;
  res.once('close', () => {
    record.ms = performance.now() - started;
    if (!finished) record.closedByClient = true;
  });
  res.writeHead(200, {
    'content-type': 'application/json',
    ...(declaredBytes !== undefined ? { 'content-length': String(declaredBytes) } : {}),
  });
  res.write(prefix);
  record.bytes += Buffer.byteLength(prefix);
  const pump = () => {
    while (!res.destroyed && record.bytes < FLOOD_SAFETY_BYTES) {
      record.bytes += piece.length;
      if (!res.write(piece)) {
        res.once('drain', pump);
        return;
      }
    }
    if (!res.destroyed) {
      finished = true;
      // a declared length that was not reached cannot be ended cleanly: cut the connection
      if (declaredBytes !== undefined) res.destroy();
      else res.end('"}]}');
    }
  };
  pump();
}
