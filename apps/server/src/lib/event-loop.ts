/**
 * Lets the event loop run between two steps of a long piece of work (issue 34 §21): on the
 * embedded database each statement runs synchronously on this thread, so without a turn of the
 * loop no other request (not even /api/health) is read until the whole write ends. Resolves on
 * the loop's next check phase (setImmediate), after pending I/O callbacks.
 */
export const yieldToEventLoop = (): Promise<void> =>
  new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Writes `rows` `size` at a time (`write` gets each slice, in order), with a turn of the event
 * loop after each: a long write in statements short enough for other requests to be read
 * between them.
 */
export async function writeInTurns<T>(
  rows: readonly T[],
  size: number,
  write: (slice: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await write(rows.slice(start, start + size));
    await yieldToEventLoop();
  }
}
