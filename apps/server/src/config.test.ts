import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the embedded defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      appUrl: 'http://localhost:3000',
      databaseUrl: null,
      smtpUrl: null,
      mailOutboxUi: false,
      requireEmailVerification: false,
      rateLimit: true,
      trustProxy: 0,
      appUrlConfigured: false,
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('turns e-mail verification on with SMTP unless overridden', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://localhost:25' }).requireEmailVerification).toBe(true);
    expect(
      loadConfig({ SMTP_URL: 'smtp://localhost:25', REQUIRE_EMAIL_VERIFICATION: 'false' })
        .requireEmailVerification,
    ).toBe(false);
    expect(loadConfig({ REQUIRE_EMAIL_VERIFICATION: 'true' }).requireEmailVerification).toBe(true);
  });

  it('derives the app URL from PORT and lists trusted origins', () => {
    const config = loadConfig({ PORT: '4000', TRUSTED_ORIGINS: 'http://localhost:5173, ' });
    expect(config.appUrl).toBe('http://localhost:4000');
    expect(config.trustedOrigins).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
      'http://localhost:5173',
    ]);
  });

  it('trusts only APP_URL (and TRUSTED_ORIGINS) once APP_URL is set', () => {
    const config = loadConfig({
      APP_URL: 'https://ielts.example.edu/',
      TRUSTED_ORIGINS: 'http://192.168.1.20:3000/',
    });
    expect(config.appUrl).toBe('https://ielts.example.edu');
    expect(config.trustedOrigins).toEqual([
      'https://ielts.example.edu',
      'http://192.168.1.20:3000',
    ]);
    expect(config.appUrlConfigured).toBe(true);
  });

  it('reads TRUST_PROXY as a number of proxy hops', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });

  it('rejects invalid values with the variable name', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ BETTER_AUTH_SECRET: 'short' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => loadConfig({ MAIL_OUTBOX_UI: 'maybe' })).toThrow(/MAIL_OUTBOX_UI/);
  });

  it('stores files on local disk under DATA_DIR/files by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/ielts' });
    expect(config.storage).toEqual({ driver: 'local', root: '/srv/ielts/files' });
  });

  it('reads the S3 settings, path-style by default with an endpoint', () => {
    const s3 = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'ielts-files',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000' }).storage).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'ielts-files',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...s3, S3_REGION: 'ap-southeast-1' }).storage).toMatchObject({
      endpoint: null,
      region: 'ap-southeast-1',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ ...s3, S3_ENDPOINT: 'https://s3.example', S3_FORCE_PATH_STYLE: 'false' })
        .storage,
    ).toMatchObject({ forcePathStyle: false });
  });

  it('refuses STORAGE_DRIVER=s3 without its bucket and keys, naming each', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(
      /S3_BUCKET: S3_BUCKET is required when STORAGE_DRIVER=s3[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
    expect(() => loadConfig({ S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });

  it('uses the offline providers by default', () => {
    expect(loadConfig({}).providers).toEqual({
      dictionary: 'offline',
      freeDictionaryUrl: 'https://api.dictionaryapi.dev',
      wiktionaryUrl: 'https://freedictionaryapi.com',
      dictionaryCacheHours: 168,
      timeoutMs: 4000,
      translate: 'offline',
      libreTranslateUrl: null,
      libreTranslateApiKey: null,
      languageToolUrl: null,
      languageToolTimeoutMs: 8000,
      llmUrl: null,
      llmApiKey: null,
      llmModel: 'llama3.1',
      llmTimeoutMs: 60_000,
    });
  });

  it('reads the online providers, LibreTranslate by default once its URL is set', () => {
    const providers = loadConfig({
      DICTIONARY_PROVIDER: 'free-dictionary',
      FREE_DICTIONARY_URL: 'http://127.0.0.1:8080/',
      WIKTIONARY_URL: 'http://127.0.0.1:8081',
      DICTIONARY_CACHE_HOURS: '24',
      PROVIDER_TIMEOUT_MS: '1500',
      LIBRETRANSLATE_URL: 'http://127.0.0.1:5000/',
      LIBRETRANSLATE_API_KEY: 'key',
      LANGUAGETOOL_URL: 'http://127.0.0.1:8010/',
      LANGUAGETOOL_TIMEOUT_MS: '3000',
      LLM_URL: 'http://127.0.0.1:11434/v1/',
      LLM_API_KEY: 'sk-test',
      LLM_MODEL: 'qwen2.5:7b',
      LLM_TIMEOUT_MS: '90000',
    }).providers;
    expect(providers).toEqual({
      dictionary: 'free-dictionary',
      freeDictionaryUrl: 'http://127.0.0.1:8080',
      wiktionaryUrl: 'http://127.0.0.1:8081',
      dictionaryCacheHours: 24,
      timeoutMs: 1500,
      translate: 'libretranslate',
      libreTranslateUrl: 'http://127.0.0.1:5000',
      libreTranslateApiKey: 'key',
      languageToolUrl: 'http://127.0.0.1:8010',
      languageToolTimeoutMs: 3000,
      llmUrl: 'http://127.0.0.1:11434/v1',
      llmApiKey: 'sk-test',
      llmModel: 'qwen2.5:7b',
      llmTimeoutMs: 90_000,
    });
    expect(
      loadConfig({ LIBRETRANSLATE_URL: 'http://127.0.0.1:5000', TRANSLATE_PROVIDER: 'offline' })
        .providers.translate,
    ).toBe('offline');
  });

  it('refuses invalid provider settings, naming the variable', () => {
    expect(() => loadConfig({ LANGUAGETOOL_URL: 'localhost:8010' })).toThrow(/LANGUAGETOOL_URL/);
    expect(() => loadConfig({ LLM_URL: 'localhost:11434/v1' })).toThrow(/LLM_URL/);
    expect(() => loadConfig({ LLM_TIMEOUT_MS: '0' })).toThrow(/LLM_TIMEOUT_MS/);
    expect(() => loadConfig({ TRANSLATE_PROVIDER: 'libretranslate' })).toThrow(
      /LIBRETRANSLATE_URL: LIBRETRANSLATE_URL is required when TRANSLATE_PROVIDER=libretranslate/,
    );
    expect(() => loadConfig({ DICTIONARY_PROVIDER: 'oxford' })).toThrow(/DICTIONARY_PROVIDER/);
    expect(() => loadConfig({ FREE_DICTIONARY_URL: 'api.dictionaryapi.dev' })).toThrow(
      /FREE_DICTIONARY_URL/,
    );
    expect(() => loadConfig({ PROVIDER_TIMEOUT_MS: '0' })).toThrow(/PROVIDER_TIMEOUT_MS/);
  });
});
