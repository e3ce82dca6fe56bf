import { splitGlossary } from '@app/content/glossary';
import { describe, expect, it } from 'vitest';
import { GlossaryIndex } from '../glossary/glossary-index.ts';
import { lemmaCandidates } from './english-lemmas.ts';
import { createOfflineTranslator } from './offline-translator.ts';

const glossary = new GlossaryIndex(
  splitGlossary(
    [
      '# a few lines in the glossary format (content/glossary.ts)',
      'run\tv\tchạy; điều hành; vận hành; quản lý',
      'run\tn\tcuộc chạy; chuỗi, loạt',
      'look\tv\tnhìn; trông',
      'look after\tphr\tchăm sóc; trông nom',
      'the\tdet\tcái, con (mạo từ xác định)',
      'child\tn\tđứa trẻ; con',
      'book\tn\tquyển sách',
      'good\tadj\ttốt; giỏi',
      'i\tpron\ttôi',
      'she\tpron\tcô ấy',
      'study\tv\thọc; nghiên cứu',
      'environment\tn\tmôi trường',
      'page\tn\ttrang (sách, web)',
      'manage\tv\tquản lý; xoay xở',
      'go\tv\tđi; trở nên',
      'to\tprep\tđến; tới',
      'library\tn\tthư viện',
      'yesterday\tadv\thôm qua',
      'Monday\tn\tthứ Hai',
    ].join('\n'),
  ),
);
const translator = createOfflineTranslator(glossary);
const en = (text: string) => translator.translate(text, 'en', 'vi');
const vi = (text: string) => translator.translate(text, 'vi', 'en');

describe('offline translator, English to Vietnamese', () => {
  it('answers a single word with its first three meanings, whole', async () => {
    expect(await en('run')).toEqual({
      translatedText: 'chạy; điều hành; vận hành',
      partial: false,
      provider: 'offline',
    });
    expect((await en('  Book! ')).translatedText).toBe('quyển sách');
  });

  it('answers a known phrase, also through a regular inflection of its first word', async () => {
    expect(await en('look after')).toMatchObject({
      translatedText: 'chăm sóc; trông nom',
      partial: false,
    });
    expect(await en('Looked after')).toMatchObject({ translatedText: 'chăm sóc; trông nom' });
    expect(await en('studies')).toMatchObject({
      translatedText: 'học; nghiên cứu',
      partial: false,
    });
  });

  it('glosses a sentence word by word, phrases first, keeping the rest (partial)', async () => {
    const result = await en('She looks after 2 children, and the good books.');
    expect(result.partial).toBe(true);
    // "children" is irregular: its lemma comes from WordNet's exception list
    expect(result.translatedText).toBe('Cô ấy chăm sóc 2 đứa trẻ, and tốt quyển sách.');
    // "the" is left out, its capital passes on
    expect((await en('The good book.')).translatedText).toBe('Tốt quyển sách.');
  });

  it('lemmatises irregular forms and lists each word with its dictionary headword', async () => {
    const result = await en('I went to the library yesterday.');
    expect(result.translatedText).toBe('Tôi đi đến thư viện hôm qua.');
    expect(result.gloss).toEqual([
      { source: 'I', target: 'tôi', headword: 'i' },
      { source: 'went', target: 'đi', headword: 'go' },
      { source: 'to', target: 'đến', headword: 'to' },
      { source: 'library', target: 'thư viện', headword: 'library' },
      { source: 'yesterday', target: 'hôm qua', headword: 'yesterday' },
    ]);
    expect((await en('She looks after children')).gloss).toEqual([
      { source: 'She', target: 'cô ấy', headword: 'she' },
      { source: 'looks after', target: 'chăm sóc', headword: 'look after' },
      { source: 'children', target: 'đứa trẻ', headword: 'child' },
    ]);
  });

  it('keeps an unknown word as it is, saying the translation is partial', async () => {
    expect(await en('serendipity')).toEqual({
      translatedText: 'serendipity',
      partial: true,
      provider: 'offline',
      gloss: [{ source: 'serendipity', target: null, headword: 'serendipity' }],
    });
  });
});

describe('offline translator, proper nouns', () => {
  it('finds a capitalised headword in any case and answers it with its capitals', async () => {
    expect(glossary.lines('monday')).toHaveLength(1);
    expect(glossary.lines('MONDAY')).toHaveLength(1);
    expect((await en('monday')).translatedText).toBe('thứ Hai');
    expect((await vi('thứ Hai')).translatedText).toBe('Monday');
  });
});

describe('offline translator, Vietnamese to English', () => {
  it('answers the headwords that have the exact meaning, up to three', async () => {
    expect(await vi('chạy')).toEqual({
      translatedText: 'run',
      partial: false,
      provider: 'offline',
    });
    expect(await vi('Quản lý.')).toMatchObject({ translatedText: 'manage; run', partial: false });
    expect(await vi('môi trường')).toMatchObject({ translatedText: 'environment' });
    // a part of a meaning, without its note in parentheses
    expect(await vi('trang')).toMatchObject({ translatedText: 'page', partial: false });
  });

  it('matches decomposed (NFD) input like its composed form', async () => {
    expect((await vi('môi trường'.normalize('NFD'))).translatedText).toBe('environment');
  });

  it('glosses a sentence by the longest known run of syllables (partial)', async () => {
    expect(await vi('Tôi học về môi trường.')).toEqual({
      translatedText: 'I study về environment.',
      partial: true,
      provider: 'offline',
      gloss: [
        { source: 'Tôi', target: 'i', headword: 'i' },
        { source: 'học', target: 'study', headword: 'study' },
        { source: 'về', target: null, headword: null },
        { source: 'môi trường', target: 'environment', headword: 'environment' },
      ],
    });
  });
});

describe('lemmaCandidates', () => {
  it('gives irregular bases, then undoes regular inflections, the exact form first', () => {
    expect(lemmaCandidates('studies')).toEqual(['studies', 'study', 'studi', 'studie']);
    expect(lemmaCandidates('running')).toEqual(['running', 'run', 'runn', 'runne']);
    expect(lemmaCandidates('book')).toEqual(['book']);
    expect(lemmaCandidates('went')).toEqual(['went', 'go']);
    expect(lemmaCandidates('children')).toEqual(['children', 'child']);
  });
});
