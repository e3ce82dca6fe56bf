import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testResults } from '../src/db/schema/ielts.ts';
import { createLogger } from '../src/lib/logger.ts';
import { loadSpellChecker } from '../src/modules/ielts/spell-checker.ts';
import { createGrammarChecker } from '../src/providers/grammar/create-grammar-checker.ts';
import { languageToolGroup } from '../src/providers/grammar/languagetool.ts';
import { startFakeLanguageTool, type FakeLanguageTool } from './helpers/fake-languagetool.ts';
import { createHarness, signedInAgent, type Agent, type Harness } from './helpers/harness.ts';

/**
 * The Writing feedback's grammar part (issue 23 §3): the offline checks by default, and
 * LanguageTool against a fake on 127.0.0.1 that answers its real response shape, with the
 * offline checks as fallback on a 500, an answer of another shape and a hang (a time limit of
 * 300 ms, so the test stays fast). The harness's Agent parses every answer with its contract
 * schema (helpers/response-schemas.ts).
 */
const ESSAY =
  'Protecting the enviroment is a important issue for cities , and people don’t always agree. It is a very unique problem and the the costs are paid by everyone.';
const TIMEOUT_MS = 300;

interface Match {
  offset: number;
  length: number;
  message: string | null;
  replacements: string[];
  group: string;
  ruleId: string;
  source: string;
}

const underlined = (matches: Match[]) =>
  matches.map((m) => [ESSAY.slice(m.offset, m.offset + m.length), m.group, m.ruleId]);

const submit = (agent: Agent, text = ESSAY) =>
  agent.post('/api/ielts/writing/1/attempts', { text, timeTakenSeconds: 600 });

const OFFLINE = [
  ['enviroment', 'spelling', 'OFFLINE_SPELLING'],
  ['a', 'grammar', 'OFFLINE_ARTICLE'],
  ['don’t', 'style', 'OFFLINE_CONTRACTION'],
  ['the the', 'grammar', 'OFFLINE_REPEATED_WORD'],
];

describe('grammar feedback, offline (the default)', () => {
  let h: Harness;
  let agent: Agent;

  beforeAll(async () => {
    h = await createHarness();
    agent = await signedInAgent(h, 'grammar');
  });
  afterAll(() => h.close());

  it('checks the essay offline on submit and keeps the result with the attempt', async () => {
    const res = await submit(agent);
    expect(res.status).toBe(201);
    const grammar = res.body.feedback.grammar;
    expect(grammar).toMatchObject({ source: 'offline', fallback: false, passiveShare: 50 });
    expect(underlined(grammar.matches)).toEqual(OFFLINE);
    const article = grammar.matches.find((m: Match) => m.ruleId === 'OFFLINE_ARTICLE');
    expect(article).toMatchObject({ message: null, replacements: ['an'], source: 'offline' });
    // 28 words: 2 grammar, 1 spelling, 1 style
    expect(grammar.countsPer100Words).toEqual({
      grammar: 7.1,
      spelling: 3.6,
      punctuation: 0,
      style: 3.6,
    });
    const read = await agent.get(`/api/ielts/results/${res.body.result.id}`);
    expect(read.status).toBe(200);
    expect(read.body.writing.feedback.grammar).toEqual(grammar);
  });

  it('answers feedback stored before the grammar checks without a grammar part', async () => {
    const res = await submit(agent, 'Cities grow quickly.');
    const { grammar: _grammar, ...before } = res.body.feedback;
    await h.db
      .update(testResults)
      .set({ details: { text: 'Cities grow quickly.', feedback: before } })
      .where(eq(testResults.id, res.body.result.id));
    const read = await agent.get(`/api/ielts/results/${res.body.result.id}`);
    expect(read.status).toBe(200);
    expect(read.body.writing.feedback).toEqual(before);
    expect(read.body.writing.feedback.grammar).toBeUndefined();
  });
});

describe('grammar feedback, LanguageTool', () => {
  let h: Harness;
  let agent: Agent;
  let fake: FakeLanguageTool;

  beforeAll(async () => {
    fake = await startFakeLanguageTool();
    const grammar = createGrammarChecker({
      config: { languageToolUrl: fake.url, languageToolTimeoutMs: TIMEOUT_MS },
      spelling: loadSpellChecker,
      logger: createLogger('silent'),
    });
    h = await createHarness({ grammar });
    agent = await signedInAgent(h, 'languagetool');
  });
  afterAll(async () => {
    await h.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.mode = 'ok';
    fake.requests.length = 0;
  });

  it('sends the essay as en-GB and maps the categories to the four groups', async () => {
    const res = await submit(agent);
    expect(res.status).toBe(201);
    expect(fake.requests).toEqual([{ text: ESSAY, language: 'en-GB' }]);
    const grammar = res.body.feedback.grammar;
    expect(grammar).toMatchObject({ source: 'languagetool', fallback: false });
    expect(underlined(grammar.matches)).toEqual([
      ['enviroment', 'spelling', 'MORFOLOGIK_RULE_EN_GB'],
      ['a', 'grammar', 'EN_A_VS_AN'],
      [' ,', 'punctuation', 'COMMA_PARENTHESIS_WHITESPACE'],
      ['very unique', 'style', 'VERY_UNIQUE'],
    ]);
    expect(grammar.matches[0]).toMatchObject({
      message: 'Possible spelling mistake found.',
      replacements: ['environment', 'environments', 'enviroments'],
      source: 'languagetool',
    });
    // LanguageTool's seven suggestions, cut to five
    expect(grammar.matches[3].replacements).toEqual([
      'unique',
      'rare',
      'special',
      'unusual',
      'remarkable',
    ]);
    expect(grammar.countsPer100Words).toEqual({
      grammar: 3.6,
      spelling: 3.6,
      punctuation: 3.6,
      style: 3.6,
    });
    expect(grammar.passiveShare).toBe(50);
  });

  it.each([
    ['a 500', 'error'],
    ['an answer without matches', 'garbage'],
  ] as const)('falls back to the offline checks on %s, and says so', async (_, mode) => {
    fake.mode = mode;
    const res = await submit(agent);
    expect(res.status).toBe(201);
    expect(fake.requests).toHaveLength(1);
    expect(res.body.feedback.grammar).toMatchObject({ source: 'offline', fallback: true });
    expect(underlined(res.body.feedback.grammar.matches)).toEqual(OFFLINE);
  });

  it('falls back to the offline checks when LanguageTool does not answer in time', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const res = await submit(agent);
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    expect(res.body.feedback.grammar).toMatchObject({ source: 'offline', fallback: true });
    expect(underlined(res.body.feedback.grammar.matches)).toEqual(OFFLINE);
  });

  it('groups LanguageTool categories as documented', () => {
    expect(languageToolGroup('TYPOS')).toBe('spelling');
    expect(languageToolGroup('PUNCTUATION')).toBe('punctuation');
    expect(languageToolGroup('TYPOGRAPHY')).toBe('punctuation');
    for (const style of ['STYLE', 'REDUNDANCY', 'COLLOQUIALISMS', 'PLAIN_ENGLISH']) {
      expect(languageToolGroup(style)).toBe('style');
    }
    for (const grammar of ['GRAMMAR', 'CASING', 'CONFUSED_WORDS', 'MISC', 'SOMETHING_NEW']) {
      expect(languageToolGroup(grammar)).toBe('grammar');
    }
  });
});
