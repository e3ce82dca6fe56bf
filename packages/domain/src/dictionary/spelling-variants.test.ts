import { describe, expect, it } from 'vitest';
import { americanSpellings } from './spelling-variants.ts';

describe('americanSpellings', () => {
  it('gives the American spelling of regular British endings', () => {
    expect(americanSpellings('analyse')).toEqual(['analyze']);
    expect(americanSpellings('analysed')).toEqual(['analyzed']);
    expect(americanSpellings('organisation')).toEqual(['organization']);
    expect(americanSpellings('realise')).toEqual(['realize']);
    expect(americanSpellings('colour')).toEqual(['color']);
    expect(americanSpellings('behaviours')).toEqual(['behaviors']);
    expect(americanSpellings('centre')).toEqual(['center']);
    expect(americanSpellings('catalogue')).toEqual(['catalog']);
    expect(americanSpellings('defence')).toEqual(['defense']);
    expect(americanSpellings('travelled')).toEqual(['traveled']);
  });

  it('answers [] when no rule applies', () => {
    expect(americanSpellings('run')).toEqual([]);
    expect(americanSpellings('environment')).toEqual([]);
  });
});
