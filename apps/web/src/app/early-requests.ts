/**
 * The opened page's first reads, sent by the entry (main.tsx) as soon as the splash has painted
 * instead of once the app's code has arrived and run (issue 35 §1: on a phone's network that is
 * one or two round trips before the page can draw). Each answer is taken once, by the first
 * GET of the same address within EARLY_MAX_AGE_MS (`earlyFetch`: the API client's and the
 * session's fetch); an answer nobody takes is dropped. All are dropped when the session turns out
 * not to be a learner's, and on any sign-in or sign-out (`dropEarly`, lib/session.tsx): they were
 * read for the cookie the page opened with. Kept free of the app's other modules: the
 * entry imports it (vite.config.ts keeps it in the entry's own chunk).
 */

/** An early answer older than this is not used (ms): the screen asks again. */
export const EARLY_MAX_AGE_MS = 10_000;

const early = new Map<string, { sentAt: number; response: Promise<Response> }>();

function absolute(input: RequestInfo | URL): string {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(href, location.origin).href;
}

/** Sends GET `paths` (same origin, with the session cookie) for the app to take later. */
export function fetchEarly(paths: string[]): void {
  for (const path of paths) {
    const response = fetch(path, { credentials: 'same-origin' });
    // a failure is seen by the screen that takes it (or by nobody)
    response.catch(() => undefined);
    early.set(absolute(path), { sentAt: Date.now(), response });
  }
}

/** The early answer to a GET of `input`, once; undefined when there is none (or it is old). */
export function takeEarly(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> | undefined {
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  if (method.toUpperCase() !== 'GET') return undefined;
  const url = absolute(input);
  const entry = early.get(url);
  if (!entry) return undefined;
  early.delete(url);
  return Date.now() - entry.sentAt <= EARLY_MAX_AGE_MS ? entry.response : undefined;
}

/** Forgets every early answer not taken yet (the session they were read for has changed). */
export function dropEarly(): void {
  early.clear();
}

/** `fetch`, answering a GET sent early from that early answer. */
export const earlyFetch: typeof fetch = (input, init) =>
  takeEarly(input, init) ?? fetch(input, init);
