import { describe, expect, it } from 'vitest';
import {
  PROVIDER_BODY_MAX_BYTES,
  ProviderAnswerTooLargeError,
  readBodyCapped,
} from './provider-http.ts';

/** A body of `piece` repeated for ever (or `times` times), counting the bytes it produced. */
function endlessBody(piece: Uint8Array, times = Number.POSITIVE_INFINITY) {
  const produced = { bytes: 0, cancelled: false };
  let left = times;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (left <= 0) {
        controller.close();
        return;
      }
      left -= 1;
      produced.bytes += piece.byteLength;
      controller.enqueue(piece);
    },
    cancel() {
      produced.cancelled = true;
    },
  });
  return { stream, produced };
}

const KIB64 = new Uint8Array(64 * 1024).fill(120);

describe('readBodyCapped (issue 34 item 27)', () => {
  it('reads a body up to the cap as UTF-8, split characters included', async () => {
    const text = 'Tiếng Việt có dấu — ✓'.repeat(1000);
    const bytes = new TextEncoder().encode(text);
    // pieces of 7 bytes split multi-byte characters
    let at = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= bytes.length) return controller.close();
        controller.enqueue(bytes.subarray(at, at + 7));
        at += 7;
      },
    });
    expect(await readBodyCapped(new Response(stream), bytes.length)).toBe(text);
    expect(await readBodyCapped(new Response(null), 10)).toBe('');
  });

  it('cancels an endless body once it passes the cap, having read little more', async () => {
    const { stream, produced } = endlessBody(KIB64);
    await expect(readBodyCapped(new Response(stream), PROVIDER_BODY_MAX_BYTES)).rejects.toThrow(
      ProviderAnswerTooLargeError,
    );
    expect(produced.cancelled).toBe(true);
    expect(produced.bytes).toBeGreaterThan(PROVIDER_BODY_MAX_BYTES);
    expect(produced.bytes).toBeLessThanOrEqual(PROVIDER_BODY_MAX_BYTES + 2 * KIB64.byteLength);
  });

  it('accepts a body of exactly the cap and refuses one byte more', async () => {
    const exact = endlessBody(KIB64, 32); // 2 MiB
    expect((await readBodyCapped(new Response(exact.stream), 2 * 1024 * 1024)).length).toBe(
      2 * 1024 * 1024,
    );
    const over = endlessBody(KIB64, 32);
    await expect(readBodyCapped(new Response(over.stream), 2 * 1024 * 1024 - 1)).rejects.toThrow(
      ProviderAnswerTooLargeError,
    );
  });

  it('refuses a declared Content-Length over the cap before reading anything', async () => {
    const { stream, produced } = endlessBody(KIB64);
    const response = new Response(stream, {
      headers: { 'content-length': String(700 * 1024 * 1024) },
    });
    await expect(readBodyCapped(response, PROVIDER_BODY_MAX_BYTES)).rejects.toThrow(
      /734003200 bytes is over 2097152/,
    );
    expect(produced.cancelled).toBe(true);
    // a ReadableStream pulls once to fill its queue before anyone reads
    expect(produced.bytes).toBeLessThanOrEqual(KIB64.byteLength);
  });
});
