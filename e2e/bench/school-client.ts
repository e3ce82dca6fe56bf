/**
 * One simulated learner's HTTP client for the school scenario (scale-out.ts): its own source
 * address on the loopback network (127.<a>.<b>.<c>, which Linux routes locally without any
 * setup), so the proxy and the app's rate limits see 500 different machines, as on a school
 * LAN; its own cookie jar; kept-alive connections; and the retry a real client makes: a
 * request that failed without an answer (a reset connection) or with 502/503/504 is sent again,
 * the same body, up to 4 times, 250 ms apart. A rating carries its event id, so sending it again
 * never records it twice. Every try's latency and status is recorded.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface Sample {
  kind: string;
  /** From the first try to the final answer, in ms. */
  ms: number;
  /** The final answer's status (0: no answer). */
  status: number;
  /** Tries beyond the first. */
  retries: number;
}

const RETRY_STATUS = new Set([0, 502, 503, 504]);
const TRIES = 5;
const RETRY_GAP_MS = 250;
const TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Answer {
  status: number;
  text: string;
}

export class SchoolClient {
  private readonly agent: http.Agent;
  private cookie = '';
  readonly address: string;

  constructor(
    private readonly base: URL,
    index: number,
    private readonly samples: Sample[],
  ) {
    this.address = `127.${10 + Math.floor(index / 62500)}.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress: this.address });
  }

  /** One try: the status (0 when the connection failed) and the body as text. */
  private once(
    method: string,
    path: string,
    body?: { bytes: Buffer; type: string },
  ): Promise<Answer> {
    return new Promise((resolve) => {
      const req = http.request(
        {
          host: this.base.hostname,
          port: this.base.port,
          method,
          path,
          agent: this.agent,
          headers: {
            origin: this.base.origin,
            'accept-encoding': 'gzip, br',
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...(body
              ? { 'content-type': body.type, 'content-length': String(body.bytes.length) }
              : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', () => resolve({ status: 0, text: '' }));
          res.on('end', () => {
            const cookies = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
            if (cookies.length > 0) this.cookie = cookies.join('; ');
            const encoding = res.headers['content-encoding'];
            const raw = Buffer.concat(chunks);
            try {
              const bytes =
                encoding === 'gzip'
                  ? gunzipSync(raw)
                  : encoding === 'br'
                    ? brotliDecompressSync(raw)
                    : raw;
              resolve({ status: res.statusCode ?? 0, text: bytes.toString('utf8') });
            } catch {
              // a body cut short (its instance died while sending it): no answer
              resolve({ status: 0, text: '' });
            }
          });
        },
      );
      req.on('error', () => resolve({ status: 0, text: '' }));
      req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('timed out')));
      req.end(body?.bytes);
    });
  }

  /**
   * Sends a request with the client's retries (JSON `body` when given); records it under
   * `kind` and answers the final try.
   */
  send(kind: string, method: string, path: string, body?: unknown): Promise<Answer> {
    const encoded =
      body === undefined
        ? undefined
        : { bytes: Buffer.from(JSON.stringify(body)), type: 'application/json' };
    return this.sendEncoded(kind, method, path, encoded);
  }

  private async sendEncoded(
    kind: string | null,
    method: string,
    path: string,
    encoded?: { bytes: Buffer; type: string },
  ): Promise<Answer> {
    const started = performance.now();
    let answer: Answer = { status: 0, text: '' };
    let tries = 0;
    while (tries < TRIES) {
      if (tries > 0) await sleep(RETRY_GAP_MS);
      tries += 1;
      answer = await this.once(method, path, encoded);
      if (!RETRY_STATUS.has(answer.status)) break;
    }
    if (kind !== null) {
      this.samples.push({
        kind,
        ms: performance.now() - started,
        status: answer.status,
        retries: tries - 1,
      });
    }
    return answer;
  }

  /** A multipart upload of `bytes` as the form field `file` (the browser's FormData encoding). */
  async upload(path: string, bytes: Uint8Array, name: string): Promise<Answer> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const encoded = {
      bytes: Buffer.from(await request.arrayBuffer()),
      type: request.headers.get('content-type') ?? '',
    };
    return this.sendEncoded(null, 'POST', path, encoded);
  }

  close(): void {
    this.agent.destroy();
  }
}
