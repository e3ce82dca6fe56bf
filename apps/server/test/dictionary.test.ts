import {
  dictionaryEntrySchema,
  dictionarySuggestionsResponseSchema,
  type DictionaryEntry,
} from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, signedInAgent, type Agent, type Harness } from './helpers/harness.ts';

/**
 * Issue 9: GET /api/dictionary/:word with the offline provider (the default): WordNet 3.1
 * meanings, CMU pronunciations, Vietnamese meanings from the glossary; inflected forms found
 * through morphy; spec §8's not-found sentence; validation and the session guard.
 * The harness's Agent parses every 200 with dictionaryEntrySchema (response-schemas.ts).
 */
describe('dictionary (offline)', () => {
  let h: Harness;
  let learner: Agent;

  beforeAll(async () => {
    h = await createHarness();
    learner = await signedInAgent(h, 'reader');
  });
  afterAll(async () => h.close());

  async function lookup(word: string): Promise<DictionaryEntry> {
    const response = await learner.get(`/api/dictionary/${encodeURIComponent(word)}`);
    expect(response.status, `${word}: ${JSON.stringify(response.body)}`).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
    return dictionaryEntrySchema.parse(response.body);
  }

  function definitions(entry: DictionaryEntry, partOfSpeech: string): string[] {
    const meaning = entry.meanings.find((m) => m.partOfSpeech === partOfSpeech);
    return meaning?.definitions.map((d) => d.definition) ?? [];
  }

  it('answers "run" with WordNet meanings in dictionary order, IPA and Vietnamese', async () => {
    const entry = await lookup('run');
    expect(entry.word).toBe('run');
    expect(entry.query).toBeUndefined();
    expect(entry.provider).toBe('offline');
    expect(entry.meanings.map((m) => m.partOfSpeech)).toEqual(['noun', 'verb']);
    expect(definitions(entry, 'verb')).toContain(
      "move fast by using one's feet, with one foot off the ground at any given time",
    );
    const verb = entry.meanings.find((m) => m.partOfSpeech === 'verb')!;
    expect(verb.definitions[0]!.example).toMatch(/run/i);
    expect(verb.antonyms).toContain('idle');
    expect(entry.antonyms).toContain('idle');
    expect(entry.synonyms.length).toBeGreaterThan(5);
    expect(entry.synonyms).not.toContain('run');
    expect(entry.phonetics).toEqual([{ text: '/ˈɹʌn/', accent: 'US' }]);
    expect(entry.vi.map((v) => v.partOfSpeech)).toEqual(expect.arrayContaining(['verb', 'noun']));
    expect(entry.vi.find((v) => v.partOfSpeech === 'verb')!.meanings).toContain('chạy');
    expect(entry.sourceUrls).toContain('https://wordnet.princeton.edu/');
  });

  it('resolves inflected forms to their lemma and keeps the query', async () => {
    const mice = await lookup('mice');
    expect(mice).toMatchObject({ word: 'mouse', query: 'mice' });
    expect(mice.meanings.map((m) => m.partOfSpeech)).toEqual(['noun']);
    expect(definitions(mice, 'noun')[0]).toMatch(/rodent/);
    expect(mice.vi[0]!.meanings).toContain('con chuột');
    expect(mice.phonetics[0]!.text).toBe('/ˈmaʊs/');

    const went = await lookup('went');
    expect(went).toMatchObject({ word: 'go', query: 'went' });
    expect(went.meanings.map((m) => m.partOfSpeech)).toEqual(['verb']);
    expect(went.vi.length).toBeGreaterThan(0);
  });

  it('answers British spellings, plain and hyphenated words, with Vietnamese', async () => {
    const analyse = await lookup('analyse');
    expect(analyse.word).toBe('analyse');
    expect(definitions(analyse, 'verb').length).toBeGreaterThan(0);
    expect(analyse.synonyms).toContain('analyze');
    expect(analyse.phonetics[0]!.text).toBe('/ˈænəˌlaɪz/'); // CMU has only "analyze"
    expect(analyse.vi[0]!.meanings).toContain('phân tích');

    const environment = await lookup('environment');
    expect(definitions(environment, 'noun')).toContain('the totality of surrounding conditions');
    expect(environment.phonetics[0]!.text).toBe('/ɪnˈvaɪɹənmənt/');
    expect(environment.vi[0]!.meanings).toContain('môi trường');

    const wellBeing = await lookup('well-being');
    expect(wellBeing.word).toBe('well-being');
    expect(definitions(wellBeing, 'noun')[0]).toMatch(/happy and healthy/);
    expect(wellBeing.antonyms).toContain('ill-being');
    expect(wellBeing.vi.length).toBeGreaterThan(0);
  });

  it('normalises the query (case, spaces) and answers phrases', async () => {
    const entry = await lookup('  Look After ');
    expect(entry.word).toBe('look after');
    expect(entry.meanings[0]!.partOfSpeech).toBe('verb');
    expect(entry.vi.length).toBeGreaterThan(0);
  });

  it('answers 404 WORD_NOT_FOUND with a Vietnamese sentence for an unknown word', async () => {
    const response = await learner.get('/api/dictionary/qwzxv');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      error: {
        code: 'WORD_NOT_FOUND',
        message: 'Không tìm thấy "qwzxv". Hãy kiểm tra chính tả và thử lại.',
      },
    });
  });

  async function suggestions(word: string): Promise<string[]> {
    const response = await learner.get(`/api/dictionary/suggestions/${encodeURIComponent(word)}`);
    expect(response.status, `${word}: ${JSON.stringify(response.body)}`).toBe(200);
    return dictionarySuggestionsResponseSchema.parse(response.body).suggestions;
  }

  it('suggests close headwords for a misspelling, most likely first, and none for nonsense', async () => {
    expect((await learner.get('/api/dictionary/enviroment')).status).toBe(404);
    const environment = await suggestions('enviroment');
    expect(environment[0]).toBe('environment');
    expect(environment.length).toBeLessThanOrEqual(5);
    // a swapped pair is one edit; the common word comes before rarer ones at the same distance
    expect((await suggestions('recieve'))[0]).toBe('receive');
    expect((await suggestions('goverment'))[0]).toBe('government');
    expect((await suggestions('Accomodation'))[0]).toBe('accommodation');
    expect(await suggestions('xyzzy')).toEqual([]);
    expect(await suggestions('qwzxv')).toEqual([]);
    expect((await learner.get('/api/dictionary/suggestions/a1b')).status).toBe(400);
    expect((await h.agent().get('/api/dictionary/suggestions/teh')).status).toBe(401);
  });

  it('refuses invalid words with 400 and the signed-out with 401', async () => {
    const digits = await learner.get('/api/dictionary/a1b');
    expect(digits.status).toBe(400);
    expect(digits.body.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'word' });
    const long = await learner.get(`/api/dictionary/${'a'.repeat(65)}`);
    expect(long.status).toBe(400);
    expect((await learner.get(`/api/dictionary/${'a'.repeat(64)}`)).status).toBe(404);
    const doubleSpace = await learner.get('/api/dictionary/look%20%20after');
    expect(doubleSpace.status).toBe(400);
    expect((await h.agent().get('/api/dictionary/run')).status).toBe(401);
  });
});
