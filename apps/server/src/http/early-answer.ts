/**
 * Answers given before the request's body was read — 413 (over a body limit) and 429 (rate
 * limited) — close their connection (`Connection: close`), so whatever of the body is left on
 * the socket never reaches the next request sent on it (issue 17 §3). Closing at once would
 * leave a client still uploading with EPIPE instead of the answer, so the rest of the body is
 * read and thrown away first, within limits: a body declared larger than DISCARD_MAX_BYTES, or
 * still arriving after DISCARD_MAX_MS, is not waited for (that client may see a reset).
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** Most bytes of an unread body read and discarded before answering (twice the largest upload). */
const DISCARD_MAX_BYTES = 128 * 1024 * 1024;
/** Longest wait for the rest of an unread body, ms. */
const DISCARD_MAX_MS = 15_000;

/** The Node request behind `c` (absent under app.request() in tests). */
function incomingOf(c: Context): IncomingMessage | undefined {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming;
}

/** Reads and drops what is left of a web body stream; false when it stopped at a limit. */
async function discardWebBody(body: ReadableStream<Uint8Array>, deadline: number) {
  const reader = body.getReader();
  let seen = 0;
  try {
    for (;;) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), left);
      });
      const next = await Promise.race([reader.read(), timeout]).finally(() => clearTimeout(timer));
      if (next === 'timeout') return false;
      if (next.done) return true;
      seen += next.value.byteLength;
      if (seen > DISCARD_MAX_BYTES) return false;
    }
  } catch {
    return false; // the client went away or the stream failed: nothing more to read
  } finally {
    reader.releaseLock();
  }
}

/** Reads and drops what is left of a Node request; false when it stopped at a limit. */
function discardNodeBody(incoming: IncomingMessage, deadline: number): Promise<boolean> {
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (complete: boolean) => {
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onEnd);
      resolve(complete);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DISCARD_MAX_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const timer = setTimeout(() => finish(false), Math.max(0, deadline - Date.now()));
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('error', onEnd);
    incoming.resume();
  });
}

/**
 * Prepares an early answer: reads and discards the rest of the request body (within the limits
 * above) and marks the answer `Connection: close`.
 */
export async function closeAfterEarlyAnswer(c: Context): Promise<void> {
  c.header('Connection', 'close');
  const incoming = incomingOf(c);
  if (!incoming || incoming.readableEnded || incoming.destroyed) return;
  const declared = Number(incoming.headers['content-length']);
  if (Number.isFinite(declared) && declared > DISCARD_MAX_BYTES) return;
  const deadline = Date.now() + DISCARD_MAX_MS;
  // Nothing reads the socket yet: read it here. Else the body was opened as a web stream (the
  // Request Hono built): read through that stream, unless someone holds it.
  if (incoming.listenerCount('data') === 0) {
    await discardNodeBody(incoming, deadline);
    return;
  }
  const body = c.req.raw.body;
  if (body !== null && !body.locked) await discardWebBody(body, deadline);
}
