import { splitGlossary } from '@app/content/glossary';
import { describe, expect, it } from 'vitest';
import { GlossaryIndex } from '../glossary/glossary-index.ts';
import { createOfflineTranslator, lemmaCandidates } from './offline-translator.ts';

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
    // "children" is irregular: kept as typed, like numbers and punctuation
    expect(result.translatedText).toBe('Cô ấy chăm sóc 2 children, and tốt quyển sách.');
    // "the" is left out, its capital passes on
    expect((await en('The good book.')).translatedText).toBe('Tốt quyển sách.');
  });

  it('keeps an unknown word as it is, saying the translation is partial', async () => {
    expect(await en('serendipity')).toEqual({
      translatedText: 'serendipity',
      partial: true,
      provider: 'offline',
    });
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
    });
  });
});

describe('lemmaCandidates', () => {
  it('undoes regular inflections only, the exact form first', () => {
    expect(lemmaCandidates('studies')).toEqual(['studies', 'study', 'studi', 'studie']);
    expect(lemmaCandidates('running')).toEqual(['running', 'runn', 'runne', 'run']);
    expect(lemmaCandidates('book')).toEqual(['book']);
  });
});
