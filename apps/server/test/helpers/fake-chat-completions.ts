/**
 * A fake OpenAI-compatible chat-completions server on 127.0.0.1 (port 0) for tests:
 * `POST /v1/chat/completions` answering the real response shape (as OpenAI, Ollama's and vLLM's
 * `/v1` answer it): `{ id, object: 'chat.completion', created, model, system_fingerprint,
 * choices: [{ index, message: { role: 'assistant', content }, logprobs, finish_reason: 'stop' }],
 * usage: { prompt_tokens, completion_tokens, total_tokens } }`.
 *
 * Its reply (`content`) gives every criterion named in the system message's rule "one item per
 * criterion, in this order: …" the band `fake.band`, a reason and, as the quote, the first
 * sentence of the learner's text. Modes: 'ok', 'fenced' (the JSON in a ```json fence), 'malformed'
 * (content that is not JSON), 'missing' (the last criterion left out), 'error' (500 with
 * OpenAI's error shape), 'hang' (never answers). The received requests (body and Authorization
 * header) are kept.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { floodJson, type FloodRecord } from './flood.ts';

export type FakeChatMode =
  | 'ok'
  | 'fenced'
  | 'malformed'
  | 'missing'
  | 'error'
  | 'hang'
  /** A 200 whose message content never ends (helpers/flood.ts). */
  | 'flood';

/** The start of a chat completion a flood sends before its endless content. */
const FLOOD_PREFIX =
  '{"id":"chatcmpl-417","object":"chat.completion","created":1764201600,"model":"llama3.1","choices":[{"index":0,"message":{"role":"assistant","content":"';

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string };
  [key: string]: unknown;
}

/** The criteria a request asks for, read from its system message. */
export function askedCriteria(request: ChatRequest): string[] {
  const system = request.messages.find((m) => m.role === 'system')?.content ?? '';
  const rule = /one item per criterion, in this order: ([^;]+);/.exec(system);
  return rule ? [...rule[1]!.matchAll(/"(\w+)"/g)].map((m) => m[1]!) : [];
}

/** The learner's text of a request (between the user message's <<< and >>>). */
export function learnerText(request: ChatRequest): string {
  const user = request.messages.find((m) => m.role === 'user')?.content ?? '';
  return /<<<\n([\s\S]*)\n>>>/.exec(user)?.[1] ?? '';
}

/** The reply content of the fake for `request`. */
export function fakeReply(request: ChatRequest, band: number, mode: FakeChatMode): string {
  if (mode === 'malformed') return '{"criteria": [{"criterion": "taskResponse", "band": 6,';
  const text = learnerText(request);
  const quote = (/^[^.?!]*[.?!]/.exec(text)?.[0] ?? text).trim();
  const criteria = askedCriteria(request);
  const items = (mode === 'missing' ? criteria.slice(0, -1) : criteria).map((criterion) => ({
    criterion,
    band,
    reason: `Reason for ${criterion}.`,
    quote,
  }));
  const json = JSON.stringify({ criteria: items }, null, 2);
  return mode === 'fenced' ? '```json\n' + json + '\n```' : json;
}

export interface FakeChatCompletions {
  /** Base URL (http://127.0.0.1:port/v1): LLM_URL. */
  url: string;
  mode: FakeChatMode;
  /** The band given to every criterion (default 6.5). */
  band: number;
  /** The requests received: their JSON bodies and Authorization headers. */
  requests: { body: ChatRequest; authorization: string | undefined }[];
  /** What each flood sent. */
  floods: FloodRecord[];
  close(): Promise<void>;
}

/** Starts the fake. */
export async function startFakeChatCompletions(): Promise<FakeChatCompletions> {
  const requests: FakeChatCompletions['requests'] = [];
  const floods: FloodRecord[] = [];
  const fake = { mode: 'ok' as FakeChatMode, band: 6.5 };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Not found', type: 'invalid_request_error' } }));
        return;
      }
      const body = JSON.parse(raw) as ChatRequest;
      requests.push({ body, authorization: req.headers.authorization });
      if (fake.mode === 'hang') return;
      if (fake.mode === 'flood') {
        floodJson(res, FLOOD_PREFIX, floods);
        return;
      }
      if (fake.mode === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { message: 'model runner has unexpectedly stopped', type: 'api_error' },
          }),
        );
        return;
      }
      const content = fakeReply(body, fake.band, fake.mode);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-417',
          object: 'chat.completion',
          created: 1_764_201_600,
          model: body.model,
          system_fingerprint: 'fp_ollama',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content },
              logprobs: null,
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 1234, completion_tokens: 210, total_tokens: 1444 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    get mode() {
      return fake.mode;
    },
    set mode(mode) {
      fake.mode = mode;
    },
    get band() {
      return fake.band;
    },
    set band(band) {
      fake.band = band;
    },
    requests,
    floods,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
