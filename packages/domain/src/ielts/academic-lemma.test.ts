import { describe, expect, it } from 'vitest';
import { academicHeadwordFinder, lemmaCandidates } from './academic-lemma.ts';

/** Real AWL headwords (Coxhead, 2000), British spellings as the list writes them. */
const AWL = new Set([
  'analyse',
  'commit',
  'compute',
  'consequent',
  'economy',
  'environment',
  'identify',
  'labour',
  'major',
  'percent',
  'research',
  'significant',
  'stable',
  'structure',
  'Occur',
]);

describe('lemma candidates', () => {
  it('starts with the word itself, then forms one suffix away', () => {
    const candidates = lemmaCandidates('researchers');
    expect(candidates[0]).toBe('researchers');
    expect(candidates).toContain('researcher');
    expect(candidates).toContain('research');
  });

  it('does not strip below three letters', () => {
    expect(lemmaCandidates('its')).toEqual(['its']);
    expect(lemmaCandidates('ally')).toEqual(['ally']);
  });
});

describe('AWL headword of a word', () => {
  const headwordOf = academicHeadwordFinder(AWL);

  it.each([
    ['environment', 'environment'],
    ['Environmental', 'environment'],
    ['environmentally', 'environment'],
    ['economic', 'economy'],
    ['economically', 'economy'],
    ['significance', 'significant'],
    ['significantly', 'significant'],
    ['identification', 'identify'],
    ['identified', 'identify'],
    ['researchers', 'research'],
    ['majority', 'major'],
    ['stability', 'stable'],
    ['structural', 'structure'],
    ['committed', 'commit'],
    ['occurred', 'occur'],
    ['computers', 'compute'],
    ['percentage', 'percent'],
    ['consequently', 'consequent'],
  ])('%s → %s', (word, headword) => {
    expect(headwordOf(word)).toBe(headword);
  });

  it('treats British and American spellings as one word', () => {
    expect(headwordOf('analysed')).toBe('analyse');
    expect(headwordOf('analyzing')).toBe('analyse');
    expect(headwordOf('labor')).toBe('labour');
    expect(headwordOf('laborers')).toBe('labour');
  });

  it('finds nothing for other words and for irregular family members (documented limit)', () => {
    expect(headwordOf('people')).toBeNull();
    expect(headwordOf('the')).toBeNull();
    expect(headwordOf('analysis')).toBeNull();
  });
});
