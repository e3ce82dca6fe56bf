/**
 * How far V8 lets the JavaScript heap grow past what is live before it collects (issue 34 item
 * 29, the embedded server's memory on the learner's own computer).
 *
 * After a full collection V8 sets the next one's threshold at the live size times a growing
 * factor (up to 4× on a machine with memory to spare). A big request — a set saved with 50,000
 * reviews, an Anki import's preview — holds ~150 MB live for a few seconds; the threshold then
 * lands far above what stays live once it is answered, and the garbage it left stays resident
 * until V8's memory reducer runs, tens of seconds later. Measured (`npm run bench`,
 * BENCH_ONLY=memory): 455 MiB of heap in use for 53 MiB live five seconds after the imports,
 * and glibc keeps what the concurrent marker's work lists of such a heap used. With the factor
 * at 1.1 the heap stays near what is live (resident after the imports 523-772 → 367-389 MiB,
 * with the smaller PGlite statements of imported-history.ts) at the cost of more frequent,
 * mostly concurrent, collections during big requests: the 50,000-review save took 8-10 s either
 * way on the shared 2-core machine. 30 % left 466-523 MiB.
 */
import { setFlagsFromString } from 'node:v8';

/** Percent by which the heap may grow past its live size before the next full collection. */
export const HEAP_GROWING_PERCENT = 10;

/**
 * Sets V8's heap growing factor to 1 + HEAP_GROWING_PERCENT / 100 for this process (and the
 * worker threads it starts). V8 reads the flag at every full collection (heap-controller.cc,
 * `MemoryController::GrowingFactor`), so setting it once the process runs takes effect at the
 * next one. Node documents `setFlagsFromString` as usable after start with care: this flag
 * changes only when V8 collects, never what a program computes.
 */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
