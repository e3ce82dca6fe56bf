/**
 * Answers given before the request's body was read — 413 (over a body limit) and 429 (rate
 * limited) — go out at once and close their connection (`Connection: close`), so whatever of
 * the body is left never reaches the next request sent on the socket (issue 17 §3).
 *
 * Closing right after the answer would leave a client still uploading with a reset, which can
 * also throw away the answer it had not read yet; so the close lingers (RFC 9112 §9.6): the
 * answer is sent without waiting (issue 34 item 28: a JSON body over the limit was answered
 * only after the whole body or 15 s), the server half-closes (FIN) once it is written, and
 * reads and drops the rest of the body until it ends, the client goes away, DISCARD_MAX_BYTES
 * were read or DISCARD_MAX_MS passed; only then is the socket destroyed. A body declared larger
 * than DISCARD_MAX_BYTES is not waited for (that client may see a reset).
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Context } from 'hono';

/** Most bytes of an unread body read and discarded after the answer (twice the largest upload). */
const DISCARD_MAX_BYTES = 128 * 1024 * 1024;
/** Longest wait for the rest of an unread body after the answer, ms. */
const DISCARD_MAX_MS = 15_000;

/** The Node request behind `c` (absent under app.request() in tests). */
function incomingOf(c: Context): IncomingMessage | undefined {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming;
}

/**
 * Reads and drops what is left of a Node request, taking the body from whoever was reading it:
 * a web stream over the request (@hono/node-server's, made by Readable.toWeb, possibly only on
 * its first pull, after this started) pauses the request when nobody reads it, and a body
 * limit's reader is abandoned once the answer is given. So every other `data` and `readable`
 * listener is dropped, now and whenever someone pauses the request, and the flow resumed.
 * Resolves true when the body ended, false when it stopped at a limit or the client went away.
 */
function discardBody(incoming: IncomingMessage): Promise<boolean> {
  return new Promise((resolve) => {
    let seen = 0;
    let done = false;
    const finish = (complete: boolean) => {
      done = true;
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('pause', onPause);
      incoming.off('end', onEnd);
      incoming.off('error', onGone);
      incoming.off('close', onClose);
      resolve(complete);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DISCARD_MAX_BYTES) finish(false);
    };
    const takeOver = () => {
      if (done) return;
      for (const listener of incoming.listeners('data')) {
        if (listener !== onData) incoming.off('data', listener as (chunk: Buffer) => void);
      }
      incoming.removeAllListeners('readable');
      if (!incoming.listeners('data').includes(onData)) incoming.on('data', onData);
      incoming.resume();
    };
    const onPause = () => process.nextTick(takeOver);
    const onEnd = () => finish(true);
    const onGone = () => finish(false);
    const onClose = () => finish(incoming.readableEnded);
    const timer = setTimeout(() => finish(false), DISCARD_MAX_MS);
    timer.unref();
    incoming.on('pause', onPause);
    incoming.once('end', onEnd);
    incoming.once('error', onGone);
    incoming.once('close', onClose);
    takeOver();
  });
}

/**
 * Makes the socket's close linger: Node's HTTP server calls `destroySoon()` once a
 * `Connection: close` answer is written; here that half-closes (FIN after the answer) and
 * destroys the socket only when the answer is out and `drained` has settled.
 */
function lingerOnClose(socket: Socket, drained: Promise<boolean>): void {
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    const written = this.writableFinished
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          this.once('finish', () => resolve());
          this.once('close', () => resolve());
        });
    void Promise.all([written, drained]).then(() => this.destroy());
  };
}

/**
 * Marks an early answer `Connection: close` and, on a real socket with a body still coming,
 * starts reading and dropping that body in the background with a lingering close (see the module
 * docstring). Returns at once: the answer is not held back.
 */
export function closeAfterEarlyAnswer(c: Context): void {
  c.header('Connection', 'close');
  const incoming = incomingOf(c);
  if (!incoming || incoming.readableEnded || incoming.destroyed) return;
  const declared = Number(incoming.headers['content-length']);
  if (Number.isFinite(declared) && declared > DISCARD_MAX_BYTES) return;
  lingerOnClose(incoming.socket, discardBody(incoming));
}
