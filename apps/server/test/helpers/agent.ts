/**
 * A browser-like client of the app for the integration tests: keeps cookies, sends the app's
 * Origin, speaks JSON, and checks every answer against the contracts' response schemas.
 */
import { assembleStudyState } from '@app/contracts';
import type { createApp } from '../../src/app.ts';
import { checkResponseShape } from './response-schemas.ts';

export const APP_URL = 'http://localhost:3000';

type App = ReturnType<typeof createApp>;

export interface JsonResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A browser-like client: keeps cookies, sends the app's Origin, speaks JSON. */
export class Agent {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly app: App) {}

  /** The same browser (its cookies) talking to another instance of the app. */
  on(app: App): Agent {
    const other = new Agent(app);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse<T>> {
    const form = body instanceof FormData;
    const init: RequestInit = {
      method,
      headers: {
        origin: APP_URL,
        ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size > 0
          ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
          : {}),
        ...headers,
      },
      ...(body === undefined
        ? {}
        : { body: typeof body === 'string' || form ? body : JSON.stringify(body) }),
      redirect: 'manual',
    };
    const response = await this.app.request(
      path.startsWith('http') ? path : `${APP_URL}${path}`,
      init,
    );
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      if (value === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // not JSON
    }
    checkResponseShape(method, new URL(path, APP_URL).pathname, response.status, parsed);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get = <T = any>(path: string) => this.request<T>('GET', path);
  post = <T = any>(path: string, body: unknown = {}) => this.request<T>('POST', path, body);
  put = <T = any>(path: string, body: unknown) => this.request<T>('PUT', path, body);
  patch = <T = any>(path: string, body: unknown) => this.request<T>('PATCH', path, body);

  /** POSTs `bytes` as the multipart field `file` (as a browser's file input does). */
  upload<T = any>(path: string, bytes: Uint8Array, name = 'image.png', type = 'image/png') {
    const form = new FormData();
    form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
    return this.request<T>('POST', path, form);
  }
  delete = <T = any>(path: string) => this.request<T>('DELETE', path);

  /** Signs up (and, with verification off, in). */
  signUp(email: string, password = 'secret123', name = 'Học viên') {
    return this.post('/api/auth/sign-up/email', {
      email,
      password,
      name,
    });
  }

  signIn(email: string, password = 'secret123') {
    return this.post('/api/auth/sign-in/email', {
      email,
      password,
    });
  }

  /**
   * What the study screen opens with: GET …/cards and GET …/progress, put together as the web
   * does (assembleStudyState). Answers the first failing response as is.
   */
  async studyState(setId: string, timeZone = 'Asia/Ho_Chi_Minh'): Promise<JsonResponse> {
    const content = await this.get(`/api/study/sets/${setId}/cards`);
    if (content.status !== 200) return content;
    const progress = await this.get(
      `/api/study/sets/${setId}/progress?timeZone=${encodeURIComponent(timeZone)}`,
    );
    if (progress.status !== 200) return progress;
    return { ...progress, body: assembleStudyState(content.body, progress.body) };
  }

  /** The Cookie header this agent sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  hasSession(): boolean {
    return [...this.cookies.keys()].some((name) => name.endsWith('session_token'));
  }
}
