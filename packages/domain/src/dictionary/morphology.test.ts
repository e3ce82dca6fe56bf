import { describe, expect, it } from 'vitest';
import { morphy, type MorphyLexicon, type WordNetPos } from './morphology.ts';

/** A tiny lexicon with the shape of WordNet's index and exception lists. */
function lexicon(
  lemmas: Record<WordNetPos, string[]>,
  exceptions: Partial<Record<WordNetPos, Record<string, string[]>>>,
): MorphyLexicon {
  const sets = Object.fromEntries(
    Object.entries(lemmas).map(([pos, words]) => [pos, new Set(words)]),
  ) as Record<WordNetPos, Set<string>>;
  return {
    isLemma: (pos, lemma) => sets[pos].has(lemma),
    exceptions: (pos, form) => exceptions[pos]?.[form] ?? [],
  };
}

const lex = lexicon(
  {
    n: [
      'run',
      'mouse',
      'analysis',
      'study',
      'wolf',
      'box',
      'boxful',
      'glass',
      'man',
      'woman',
      'church',
      'attorney_general',
      'attorney',
      'general',
      'well-being',
    ],
    v: ['run', 'go', 'study', 'analyse', 'look', 'look_after', 'hope', 'hop', 'make'],
    a: ['good', 'well', 'better', 'big', 'large', 'nice'],
    r: ['well', 'better'],
  },
  {
    n: { mice: ['mouse'], analyses: ['analysis'], wolves: ['wolf'], men: ['man'] },
    v: { running: ['run'], went: ['go'], made: ['make'] },
    a: { better: ['good', 'well'], bigger: ['big'] },
    r: { best: ['well'] },
  },
);

describe('morphy', () => {
  it('finds lemmas through the exception lists first', () => {
    expect(morphy('running', 'v', lex)).toEqual(['run']);
    expect(morphy('went', 'v', lex)).toEqual(['go']);
    expect(morphy('mice', 'n', lex)).toEqual(['mouse']);
    expect(morphy('analyses', 'n', lex)).toEqual(['analysis']);
    expect(morphy('wolves', 'n', lex)).toEqual(['wolf']);
    expect(morphy('best', 'r', lex)).toEqual(['well']);
  });

  it('keeps the word itself first when it is a lemma too (better is an adjective of its own)', () => {
    expect(morphy('better', 'a', lex)).toEqual(['better', 'good', 'well']);
    expect(morphy('good', 'a', lex)).toEqual(['good']);
  });

  it('applies the detachment rules of each part of speech', () => {
    expect(morphy('studies', 'n', lex)).toEqual(['study']);
    expect(morphy('studies', 'v', lex)).toEqual(['study']);
    // "-ied" is no rule: WordNet lists "studied" in verb.exc instead.
    expect(morphy('studied', 'v', lex)).toEqual([]);
    expect(morphy('runs', 'v', lex)).toEqual(['run']);
    expect(morphy('boxes', 'n', lex)).toEqual(['box']);
    expect(morphy('churches', 'n', lex)).toEqual(['church']);
    expect(morphy('women', 'n', lex)).toEqual(['woman']);
    expect(morphy('hoped', 'v', lex)).toEqual(['hope', 'hop']);
    expect(morphy('hoping', 'v', lex)).toEqual(['hope', 'hop']);
    expect(morphy('nicer', 'a', lex)).toEqual(['nice']);
    expect(morphy('analysed', 'v', lex)).toEqual(['analyse']);
  });

  it('does not apply the rules where morphy(7) says not to', () => {
    expect(morphy('glass', 'n', lex)).toEqual(['glass']); // "ss" nouns are not plurals
    expect(morphy('us', 'n', lex)).toEqual([]); // two letters
    expect(morphy('quickly', 'r', lex)).toEqual([]); // adverbs: exception list only
    expect(morphy('bigger', 'a', lex)).toEqual(['big']); // listed, so the rules are not tried
  });

  it('processes a noun ending in "ful" on its stem', () => {
    expect(morphy('boxesful', 'n', lex)).toEqual(['boxful']);
  });

  it('processes collocations word by word, and inflects only the verb of a phrasal verb', () => {
    expect(morphy('attorneys_general', 'n', lex)).toEqual(['attorney_general']);
    expect(morphy('looking_after', 'v', lex)).toEqual(['look_after']);
    expect(morphy('looked_after', 'v', lex)).toEqual(['look_after']);
    expect(morphy('well-being', 'n', lex)).toEqual(['well-being']);
  });

  it('answers [] for an unknown word', () => {
    expect(morphy('qwzxv', 'n', lex)).toEqual([]);
    expect(morphy('qwzxvs', 'v', lex)).toEqual([]);
  });
});
