/**
 * Every environment variable the server reads, parsed once with zod (DESIGN.md: config.ts).
 * `.env.example` at the repository root lists the same variables with their defaults.
 */
import { join, resolve } from 'node:path';
import { z } from 'zod';

const bool = z.stringbool({
  truthy: ['true', '1', 'yes', 'on'],
  falsy: ['false', '0', 'no', 'off'],
});

/** An http(s) base URL; a trailing slash is dropped. */
const httpUrl = (name: string) =>
  z
    .string()
    .regex(/^https?:\/\/[^/]/, `${name} must start with http:// or https://`)
    .transform((v) => v.replace(/\/+$/, ''));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** TCP port of the HTTP server. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Interface to listen on; 0.0.0.0 serves other machines too. */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Public origin of the app (links in e-mails, cookie security, origin checks). */
  APP_URL: z.url().optional(),
  /** Extra origins allowed to call the API with cookies (comma-separated), e.g. Vite's dev server. */
  TRUSTED_ORIGINS: z.string().default(''),
  /** Where PGlite, the outbox, the generated secret and local files live. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://… switches from embedded PGlite to PostgreSQL. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  /** Connection pool size per instance for PostgreSQL. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Session signing secret (≥ 32 chars); generated into DATA_DIR on first start when unset. */
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /** smtp(s)://user:pass@host:port sends real mail; unset writes mail to DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('IELTS Study <no-reply@localhost>'),
  /** Serves /dev/mail (the outbox, which holds reset links). Never on by default. */
  MAIL_OUTBOX_UI: bool.default(false),
  /** Defaults to true with SMTP and false with the outbox (nobody could receive the mail). */
  REQUIRE_EMAIL_VERIFICATION: bool.optional(),
  /** Better Auth rate limits on sign-in, sign-up and reset (counters in the database). */
  RATE_LIMIT: bool.default(true),
  /**
   * Reverse proxies in front of the server whose X-Forwarded-For entries are trusted, counted
   * from the right: false/0 (socket address only), true/1 (one proxy), or a number of hops.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^(true|false|yes|no|on|off|\d{1,2})$/,
      'TRUST_PROXY must be true, false or a number of proxies',
    )
    .transform((v) =>
      ['true', 'yes', 'on'].includes(v) ? 1 : ['false', 'no', 'off'].includes(v) ? 0 : Number(v),
    )
    .default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Built SPA to serve; defaults to apps/web/dist. */
  WEB_DIST_DIR: z.string().optional(),
  /** Where uploaded files go: local disk under DATA_DIR/files, or an S3-compatible bucket. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** S3-compatible endpoint (MinIO, R2, Garage…); unset means AWS S3 itself. */
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/[^/]/, 'S3_ENDPOINT must start with http:// or https://')
    .optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Path-style URLs (endpoint/bucket/key); defaults to true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  /** Dictionary: offline (WordNet + CMU + glossary) or the Free Dictionary API with offline fallback. */
  DICTIONARY_PROVIDER: z.enum(['offline', 'free-dictionary']).default('offline'),
  /** Base URL of the Free Dictionary API (GET /api/v2/entries/en/{word}). */
  FREE_DICTIONARY_URL: httpUrl('FREE_DICTIONARY_URL').default('https://api.dictionaryapi.dev'),
  /** Base URL of the wiktionary-based translations API (GET /api/v1/entries/en/{word}?translations=true). */
  WIKTIONARY_URL: httpUrl('WIKTIONARY_URL').default('https://freedictionaryapi.com'),
  /** How long an online dictionary answer (found or not found) is kept in the database, hours. */
  DICTIONARY_CACHE_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(168),
  /** Time limit of one request to an online provider, milliseconds (then the offline one answers). */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(4000),
  /** Translator: offline (glossary) or LibreTranslate; defaults to libretranslate when LIBRETRANSLATE_URL is set. */
  TRANSLATE_PROVIDER: z.enum(['offline', 'libretranslate']).optional(),
  /** Base URL of a LibreTranslate server (POST /translate). */
  LIBRETRANSLATE_URL: httpUrl('LIBRETRANSLATE_URL').optional(),
  /** LibreTranslate API key, when the server asks for one. */
  LIBRETRANSLATE_API_KEY: z.string().min(1).optional(),
  /** Base URL of a LanguageTool server (POST /v2/check) for the Writing grammar feedback; unset: offline checks. */
  LANGUAGETOOL_URL: httpUrl('LANGUAGETOOL_URL').optional(),
  /** Time limit of one LanguageTool check, milliseconds (then the offline checks answer). */
  LANGUAGETOOL_TIMEOUT_MS: z.coerce.number().int().min(1).max(60_000).default(8000),
  /** Base URL of an OpenAI-compatible API (…/v1; POST /chat/completions) for estimated bands; unset: none. */
  LLM_URL: httpUrl('LLM_URL').optional(),
  /** Sent as `Authorization: Bearer …` when set (hosted APIs; Ollama and vLLM need none). */
  LLM_API_KEY: z.string().min(1).optional(),
  /** The model's name as the server knows it, e.g. llama3.1 (Ollama) or a Hugging Face id (vLLM). */
  LLM_MODEL: z.string().trim().min(1).default('llama3.1'),
  /** Time limit of one estimate, milliseconds (then 504 ESTIMATE_TIMEOUT). */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(60_000),
});

/** The schema with the checks across variables: STORAGE_DRIVER=s3 needs a bucket and its keys. */
const configSchema = envSchema.superRefine((e, ctx) => {
  if (e.TRANSLATE_PROVIDER === 'libretranslate' && e.LIBRETRANSLATE_URL === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['LIBRETRANSLATE_URL'],
      message: 'LIBRETRANSLATE_URL is required when TRANSLATE_PROVIDER=libretranslate',
    });
  }
  if (e.STORAGE_DRIVER !== 's3') return;
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (e[name] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `${name} is required when STORAGE_DRIVER=s3`,
      });
    }
  }
});

/** Where uploaded files are kept (providers/storage/create-storage.ts builds the driver). */
export type StorageConfig =
  | { driver: 'local'; /** Absolute folder: DATA_DIR/files. */ root: string }
  | {
      driver: 's3';
      endpoint: string | null;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

/** Online providers and their fallback to the offline ones (issue 9; docs/operations.md). */
export interface ProvidersConfig {
  dictionary: 'offline' | 'free-dictionary';
  /** Base URLs without a trailing slash. */
  freeDictionaryUrl: string;
  wiktionaryUrl: string;
  /** Lifetime of a cached online dictionary answer, hours. */
  dictionaryCacheHours: number;
  /** Time limit of one online provider request, milliseconds. */
  timeoutMs: number;
  translate: 'offline' | 'libretranslate';
  libreTranslateUrl: string | null;
  libreTranslateApiKey: string | null;
  /** LanguageTool for the Writing grammar feedback (null: the offline checks). */
  languageToolUrl: string | null;
  /** Time limit of one LanguageTool check, milliseconds. */
  languageToolTimeoutMs: number;
  /** OpenAI-compatible chat-completions API for estimated bands (null: no estimates). */
  llmUrl: string | null;
  llmApiKey: string | null;
  llmModel: string;
  /** Time limit of one estimate, milliseconds. */
  llmTimeoutMs: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  trustedOrigins: string[];
  dataDir: string;
  databaseUrl: string | null;
  databasePoolMax: number;
  authSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  mailOutboxUi: boolean;
  requireEmailVerification: boolean;
  rateLimit: boolean;
  /** Trusted proxy hops for X-Forwarded-For (0: use the socket address). */
  trustProxy: number;
  /** True when APP_URL was set; otherwise every loopback address on the port is accepted. */
  appUrlConfigured: boolean;
  logLevel: string;
  webDistDir: string | null;
  storage: StorageConfig;
  providers: ProvidersConfig;
}

/**
 * Parses `env` (normally process.env) into a Config.
 * @throws Error listing every invalid variable.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const extraOrigins = e.TRUSTED_ORIGINS.split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter((o) => o.length > 0);
  // Without APP_URL the app is on this machine: whichever loopback name the learner types.
  const loopback =
    e.APP_URL === undefined
      ? ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${e.PORT}`)
      : [];
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    trustedOrigins: [...new Set([new URL(appUrl).origin, ...loopback, ...extraOrigins])],
    appUrlConfigured: e.APP_URL !== undefined,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolMax: e.DATABASE_POOL_MAX,
    authSecret: e.BETTER_AUTH_SECRET ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    mailOutboxUi: e.MAIL_OUTBOX_UI,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION ?? e.SMTP_URL !== undefined,
    rateLimit: e.RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : null,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: e.S3_ENDPOINT ?? null,
            // The refinement above guarantees these three with STORAGE_DRIVER=s3.
            bucket: e.S3_BUCKET ?? '',
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
            region: e.S3_REGION,
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
          }
        : { driver: 'local', root: join(resolve(e.DATA_DIR), 'files') },
    providers: {
      dictionary: e.DICTIONARY_PROVIDER,
      freeDictionaryUrl: e.FREE_DICTIONARY_URL,
      wiktionaryUrl: e.WIKTIONARY_URL,
      dictionaryCacheHours: e.DICTIONARY_CACHE_HOURS,
      timeoutMs: e.PROVIDER_TIMEOUT_MS,
      translate:
        e.TRANSLATE_PROVIDER ?? (e.LIBRETRANSLATE_URL === undefined ? 'offline' : 'libretranslate'),
      libreTranslateUrl: e.LIBRETRANSLATE_URL ?? null,
      libreTranslateApiKey: e.LIBRETRANSLATE_API_KEY ?? null,
      languageToolUrl: e.LANGUAGETOOL_URL ?? null,
      languageToolTimeoutMs: e.LANGUAGETOOL_TIMEOUT_MS,
      llmUrl: e.LLM_URL ?? null,
      llmApiKey: e.LLM_API_KEY ?? null,
      llmModel: e.LLM_MODEL,
      llmTimeoutMs: e.LLM_TIMEOUT_MS,
    },
  };
}
