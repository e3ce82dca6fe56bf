/**
 * A fake LanguageTool server on 127.0.0.1 (port 0) for tests: `POST /v2/check` with a
 * form-encoded body (`text`, `language`), answering LanguageTool's real response shape
 * (languagetool.org/http-api; the answer of a LanguageTool 6.x server): `{ software, warnings,
 * language, matches: [{ message, shortMessage, replacements: [{ value }], offset, length,
 * context: { text, offset, length }, sentence, type: { typeName }, rule: { id, description,
 * issueType, category: { id, name } }, ignoreForIncompleteSentence, contextForSureMatch }] }`.
 *
 * It "finds" the phrases of KNOWN_ERRORS wherever they occur in the text, with the rule ids,
 * categories and messages LanguageTool gives for them. Modes: 'ok', 'error' (500 with a plain
 * text body, as LanguageTool answers an internal error), 'hang' (never answers), 'garbage' (200
 * with a body without `matches`), 'flood' (a 200 whose first match's message never ends:
 * helpers/flood.ts), 'flood-declared' (the same, declaring a Content-Length of 700 MB), 'long'
 * (the first match with a 1 MB message and seven 100 KB suggestions, no spaces: 1.7 MB). The
 * received form bodies are kept, and what each flood sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { floodJson, type FloodRecord } from './flood.ts';

export type FakeLanguageToolMode =
  'ok' | 'error' | 'hang' | 'garbage' | 'flood' | 'flood-declared' | 'long';

/** The start of LanguageTool's answer a flood sends before its endless message. */
const FLOOD_PREFIX =
  '{"software":{"name":"LanguageTool","version":"6.6","apiVersion":1},"language":{"name":"English (GB)","code":"en-GB"},"matches":[{"message":"';

interface KnownError {
  /** The text matched (case-sensitive); `at` is its part that is underlined. */
  find: string;
  at: string;
  message: string;
  shortMessage: string;
  replacements: string[];
  rule: {
    id: string;
    description: string;
    issueType: string;
    category: { id: string; name: string };
  };
}

/** Errors the fake finds, with LanguageTool's own rule ids, categories and messages. */
export const KNOWN_ERRORS: KnownError[] = [
  {
    find: 'a important',
    at: 'a',
    message:
      'Use “an” instead of ‘a’ if the following word starts with a vowel sound, e.g. ‘an article’, ‘an hour’.',
    shortMessage: 'Wrong article',
    replacements: ['an'],
    rule: {
      id: 'EN_A_VS_AN',
      description: 'Use of ‘a’ vs. ‘an’',
      issueType: 'misspelling',
      category: { id: 'MISC', name: 'Miscellaneous' },
    },
  },
  {
    find: 'enviroment',
    at: 'enviroment',
    message: 'Possible spelling mistake found.',
    shortMessage: 'Spelling mistake',
    replacements: ['environment', 'environments', 'enviroments'],
    rule: {
      id: 'MORFOLOGIK_RULE_EN_GB',
      description: 'Possible spelling mistake',
      issueType: 'misspelling',
      category: { id: 'TYPOS', name: 'Possible Typo' },
    },
  },
  {
    find: 'cities ,',
    at: ' ,',
    message: 'Put a space after the comma, but not before the comma.',
    shortMessage: '',
    replacements: [','],
    rule: {
      id: 'COMMA_PARENTHESIS_WHITESPACE',
      description: 'Use of whitespace before comma and before/after parentheses',
      issueType: 'whitespace',
      category: { id: 'TYPOGRAPHY', name: 'Typography' },
    },
  },
  {
    find: 'very unique',
    at: 'very unique',
    message: 'Consider using a different adjective, “unique” is already absolute.',
    shortMessage: 'Redundant phrase',
    replacements: ['unique', 'rare', 'special', 'unusual', 'remarkable', 'exceptional', 'singular'],
    rule: {
      id: 'VERY_UNIQUE',
      description: 'very unique (unique)',
      issueType: 'style',
      category: { id: 'REDUNDANCY', name: 'Redundant Phrases' },
    },
  },
];

/** The answer LanguageTool gives for `text` with the fake's known errors. */
export function languageToolAnswer(text: string, language: string) {
  const matches = KNOWN_ERRORS.flatMap((error) => {
    const found: object[] = [];
    for (
      let from = text.indexOf(error.find);
      from >= 0;
      from = text.indexOf(error.find, from + 1)
    ) {
      const offset = from + error.find.indexOf(error.at);
      const contextStart = Math.max(0, offset - 20);
      found.push({
        message: error.message,
        shortMessage: error.shortMessage,
        replacements: error.replacements.map((value) => ({ value })),
        offset,
        length: error.at.length,
        context: {
          text: text.slice(contextStart, offset + error.at.length + 20),
          offset: offset - contextStart,
          length: error.at.length,
        },
        sentence: text,
        type: { typeName: error.rule.issueType === 'misspelling' ? 'UnknownWord' : 'Other' },
        rule: error.rule,
        ignoreForIncompleteSentence: false,
        contextForSureMatch: 0,
      });
    }
    return found;
  }).sort((a, b) => (a as { offset: number }).offset - (b as { offset: number }).offset);
  return {
    software: {
      name: 'LanguageTool',
      version: '6.6',
      buildDate: '2025-03-27 15:31:20 +0000',
      apiVersion: 1,
      premium: false,
      premiumHint: 'You might be missing errors only the Premium version can find.',
      status: '',
    },
    warnings: { incompleteResults: false },
    language: {
      name: 'English (GB)',
      code: language,
      detectedLanguage: { name: 'English (GB)', code: 'en-GB', confidence: 0.99, source: 'ngram' },
    },
    matches,
  };
}

export interface FakeLanguageTool {
  /** Base URL (http://127.0.0.1:port): LANGUAGETOOL_URL. */
  url: string;
  mode: FakeLanguageToolMode;
  /** The form bodies of the checks received. */
  requests: { text: string | null; language: string | null }[];
  /** What each flood sent. */
  floods: FloodRecord[];
  close(): Promise<void>;
}

/** Starts the fake LanguageTool. */
export async function startFakeLanguageTool(): Promise<FakeLanguageTool> {
  const requests: FakeLanguageTool['requests'] = [];
  const floods: FloodRecord[] = [];
  const fake = { mode: 'ok' as FakeLanguageToolMode };
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/v2/check') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      const text = form.get('text');
      const language = form.get('language');
      requests.push({ text, language });
      if (fake.mode === 'hang') return;
      if (fake.mode === 'flood' || fake.mode === 'flood-declared') {
        floodJson(res, FLOOD_PREFIX, floods, fake.mode === 'flood' ? undefined : 700 * 1024 * 1024);
        return;
      }
      if (fake.mode === 'error') {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('Error: Internal Error: java.lang.RuntimeException');
        return;
      }
      if (text === null || language === null) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        res.end('Error: Missing "text" or "data" parameter');
        return;
      }
      const answer = languageToolAnswer(text, language);
      const first = answer.matches[0] as { message: string; replacements: object[] } | undefined;
      if (fake.mode === 'long' && first) {
        first.message = `Long${'x'.repeat(1_000_000)}`;
        first.replacements = Array.from({ length: 7 }, () => ({ value: 'y'.repeat(100_000) }));
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(fake.mode === 'garbage' ? { software: {} } : answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    get mode() {
      return fake.mode;
    },
    set mode(mode) {
      fake.mode = mode;
    },
    requests,
    floods,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
