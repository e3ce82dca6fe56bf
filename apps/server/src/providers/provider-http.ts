/**
 * One HTTP call to an online provider (dictionary, translations, LibreTranslate, LanguageTool,
 * the band estimate's language model) with a time limit and a size cap: the answer's status and
 * JSON body, or ProviderUnavailableError for everything that means "this provider cannot answer
 * now" (network error, timeout, 5xx, a body that is not JSON, a body over the cap), so callers
 * fall back to the offline provider (DESIGN.md "Offline and online providers") or answer an
 * error of their own. The body is read as a stream up to PROVIDER_BODY_MAX_BYTES and the
 * connection dropped beyond it (issue 34 item 27: an endless LanguageTool answer was read whole
 * and took the server to 1.7 GB).
 */
import { ProviderUnavailableError } from './dictionary/dictionary-provider.ts';

/**
 * Most bytes of a provider's answer body read (after decompression), 2 MiB. The largest real
 * answers are far below it: a LanguageTool check of a 20,000-character essay with a few hundred
 * matches, a Free Dictionary entry of a common word (~100 KB), a translation of the longest
 * text the translator takes.
 */
export const PROVIDER_BODY_MAX_BYTES = 2 * 1024 * 1024;

/** A ProviderUnavailableError whose cause is the time limit (`timeoutMs`) of the call. */
export class ProviderTimeoutError extends ProviderUnavailableError {}

/** A ProviderUnavailableError: the answer's body was (or said it would be) over the cap. */
export class ProviderAnswerTooLargeError extends ProviderUnavailableError {}

/**
 * The body of `response` as UTF-8 text, read up to `maxBytes` (counted after any
 * Content-Encoding is undone). A Content-Length over the cap is refused before reading; a body
 * that grows past it is cancelled at once, which drops the connection.
 * @throws ProviderAnswerTooLargeError in both cases; the stream's own error when reading fails.
 */
export async function readBodyCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new ProviderAnswerTooLargeError(`answer of ${declared} bytes is over ${maxBytes}`);
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ProviderAnswerTooLargeError(`answer is over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The fetch function providers use (the global fetch by default; tests may pass their own). */
export type FetchFn = typeof fetch;

export interface ProviderRequest {
  url: string;
  method?: 'GET' | 'POST';
  /** Sent as JSON when given. */
  json?: unknown;
  /** Sent form-encoded (application/x-www-form-urlencoded) when given, e.g. to LanguageTool. */
  form?: Record<string, string>;
  /** Extra request headers, e.g. `authorization`. */
  headers?: Record<string, string>;
  /** Time limit of the whole call (headers and body), milliseconds. */
  timeoutMs: number;
  /** Most bytes of the answer's body read; PROVIDER_BODY_MAX_BYTES unless given. */
  maxBytes?: number;
  /** The caller's signal (e.g. the client went away). */
  signal?: AbortSignal | undefined;
  fetch?: FetchFn | undefined;
}

export interface ProviderResponse {
  status: number;
  /** The parsed JSON body; undefined for an empty or non-JSON body of a 4xx answer. */
  body: unknown;
}

/**
 * Performs the request and reads its JSON body, at most `maxBytes` of it.
 * @returns the status and body of any answer below 500.
 * @throws ProviderUnavailableError on a network error, an abort, a 5xx answer, or a 2xx answer
 *   whose body is not JSON; ProviderTimeoutError (a ProviderUnavailableError) on the time limit;
 *   ProviderAnswerTooLargeError (a ProviderUnavailableError) for a body over the cap.
 */
export async function requestJson(request: ProviderRequest): Promise<ProviderResponse> {
  const fetchFn = request.fetch ?? fetch;
  const timeout = AbortSignal.timeout(request.timeoutMs);
  // aborted when the body is over the cap, so the connection is dropped whatever the fetch
  const tooLarge = new AbortController();
  const signal = AbortSignal.any(
    request.signal ? [timeout, tooLarge.signal, request.signal] : [timeout, tooLarge.signal],
  );
  const where = `${request.method ?? 'GET'} ${new URL(request.url).origin}`;
  const payload =
    request.json !== undefined
      ? { type: 'application/json', text: JSON.stringify(request.json) }
      : request.form
        ? {
            type: 'application/x-www-form-urlencoded',
            text: new URLSearchParams(request.form).toString(),
          }
        : null;
  let response: Response;
  let text: string;
  try {
    response = await fetchFn(request.url, {
      method: request.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...request.headers,
        ...(payload ? { 'content-type': payload.type } : {}),
      },
      ...(payload ? { body: payload.text } : {}),
      signal,
      redirect: 'follow',
    });
    text = await readBodyCapped(response, request.maxBytes ?? PROVIDER_BODY_MAX_BYTES);
  } catch (error) {
    if (error instanceof ProviderAnswerTooLargeError) {
      tooLarge.abort(error);
      throw new ProviderAnswerTooLargeError(`${where}: ${error.message}`, { cause: error });
    }
    if (timeout.aborted) {
      throw new ProviderTimeoutError(`${where} timed out after ${request.timeoutMs} ms`, {
        cause: error,
      });
    }
    throw new ProviderUnavailableError(`${where} failed`, { cause: error });
  }
  if (response.status >= 500) {
    throw new ProviderUnavailableError(`${where} answered ${response.status}`);
  }
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch (error) {
    if (response.ok) {
      throw new ProviderUnavailableError(`${where} answered a body that is not JSON`, {
        cause: error,
      });
    }
    body = undefined;
  }
  return { status: response.status, body };
}
