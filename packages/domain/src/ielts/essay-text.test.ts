import { describe, expect, it } from 'vitest';
import { essayParagraphs, normaliseEssay, numberTokens, wordTokens } from './essay-text.ts';

const sentencesOf = (text: string) =>
  essayParagraphs(text).flatMap((paragraph) => paragraph.sentences.map((s) => s.text));

describe('words', () => {
  it('keeps apostrophes and hyphens inside a word, one word each', () => {
    expect(wordTokens("Children's well-being isn't a long-term issue.")).toEqual([
      "Children's",
      'well-being',
      "isn't",
      'a',
      'long-term',
      'issue',
    ]);
  });

  it('leaves numbers out and counts them apart', () => {
    const text = 'In 2024, 45% of the 21st-century workforce used COVID-19 apps.';
    expect(wordTokens(text)).toEqual(['In', 'of', 'the', 'workforce', 'used', 'apps']);
    expect(numberTokens(text)).toEqual(['2024', '45', '21st-century', 'COVID-19']);
  });

  it('normalises curly apostrophes and drops a trailing one', () => {
    expect(wordTokens(normaliseEssay('The students’ views don’t change.'))).toEqual([
      'The',
      'students',
      'views',
      "don't",
      'change',
    ]);
  });
});

describe('paragraphs', () => {
  it('splits on blank lines (with spaces or CRLF) and keeps single line breaks inside', () => {
    const text = 'First line\nstill first.\r\n  \r\nSecond one.\n\n\n\nThird one.';
    expect(essayParagraphs(text).map((p) => p.text)).toEqual([
      'First line\nstill first.',
      'Second one.',
      'Third one.',
    ]);
  });

  it('splits on single line breaks when there is no blank line', () => {
    expect(essayParagraphs('Intro here.\nBody here.\nEnd here.')).toHaveLength(3);
  });

  it('drops blocks without words, and an empty text has none', () => {
    expect(essayParagraphs('One.\n\n---\n\n2024\n\nTwo.')).toHaveLength(2);
    expect(essayParagraphs('   \n\n ')).toEqual([]);
  });
});

describe('sentences', () => {
  it('ends sentences at . ! and ?, and at the end of a paragraph', () => {
    expect(sentencesOf('Is it fair? It is! Some disagree.\n\nA heading without a stop')).toEqual([
      'Is it fair?',
      'It is!',
      'Some disagree.',
      'A heading without a stop',
    ]);
  });

  it('does not split on e.g., i.e., Mr., Dr. or decimals', () => {
    expect(
      sentencesOf(
        'Some fields, e.g. medicine, pay well. Others, i.e. the arts, do not. ' +
          'Mr. Smith and Dr. Lee earn 3.5 times more. That is all.',
      ),
    ).toEqual([
      'Some fields, e.g. medicine, pay well.',
      'Others, i.e. the arts, do not.',
      'Mr. Smith and Dr. Lee earn 3.5 times more.',
      'That is all.',
    ]);
  });

  it('ends at "etc." or "U.K." only before a capital letter', () => {
    expect(
      sentencesOf('Buses, trains etc. are cheap. Cars, bikes etc. cost more in the U.K. today.'),
    ).toEqual(['Buses, trains etc. are cheap.', 'Cars, bikes etc. cost more in the U.K. today.']);
    expect(sentencesOf('Cars, bikes etc. Trains too.')).toEqual([
      'Cars, bikes etc.',
      'Trains too.',
    ]);
    expect(sentencesOf('Take bus No. 5 home. Say no. Then go.')).toEqual([
      'Take bus No. 5 home.',
      'Say no.',
      'Then go.',
    ]);
  });

  it('sees closing quotes and repairs a missing space after a full stop', () => {
    expect(sentencesOf('He said "no." Then he left.Nobody followed.')).toEqual([
      'He said "no."',
      'Then he left.',
      'Nobody followed.',
    ]);
  });

  it('counts the words of each sentence, numbers left out', () => {
    const [paragraph] = essayParagraphs('In 2020 prices rose. They fell again.');
    expect(paragraph!.sentences.map((s) => s.words.length)).toEqual([3, 3]);
    expect(sentencesOf('Fine. ... 2024.')).toEqual(['Fine.']);
  });
});
