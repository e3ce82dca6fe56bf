/**
 * Lets the event loop run between two steps of a long piece of work (issue 34 §21): on the
 * embedded database each statement runs synchronously on this thread, so without a turn of the
 * loop no other request (not even /api/health) is read until the whole write ends. Resolves on
 * the loop's next check phase (setImmediate), after pending I/O callbacks.
 */
export const yieldToEventLoop = (): Promise<void> =>
  new Promise<void>((resolve) => setImmediate(resolve));
