import { describe, expect, it } from 'vitest';
import { arpabetToIpa } from './arpabet.ts';

describe('arpabetToIpa', () => {
  it('transcribes CMU pronunciations in General American IPA with stress marks', () => {
    expect(arpabetToIpa('R AH1 N')).toBe('/ˈɹʌn/');
    expect(arpabetToIpa('M AW1 S')).toBe('/ˈmaʊs/');
    expect(arpabetToIpa('IH0 N V AY1 R AH0 N M AH0 N T')).toBe('/ɪnˈvaɪɹənmənt/');
    expect(arpabetToIpa('AE1 N AH0 L AY2 Z')).toBe('/ˈænəˌlaɪz/');
    expect(arpabetToIpa('W EH2 L B IY1 IH0 NG')).toBe('/ˌwɛlˈbiɪŋ/');
    expect(arpabetToIpa('G OW1')).toBe('/ˈɡoʊ/');
  });

  it('tells the reduced vowels from the stressed ones (ə/ʌ, ɚ/ɝ)', () => {
    expect(arpabetToIpa('AH0 B AH1 V')).toBe('/əˈbʌv/');
    expect(arpabetToIpa('B ER1 D')).toBe('/ˈbɝd/');
    expect(arpabetToIpa('W AO1 T ER0')).toBe('/ˈwɔtɚ/');
  });

  it('puts the stress mark before the longest legal onset (maximal onset)', () => {
    // "extra": K S T R → k | stɹ
    expect(arpabetToIpa('EH1 K S T R AH0')).toBe('/ˈɛkstɹə/');
    // "address" (verb): D R is a legal onset → ə | ˈdɹɛs
    expect(arpabetToIpa('AH0 D R EH1 S')).toBe('/əˈdɹɛs/');
    // "explain": K S P L → k | spl
    expect(arpabetToIpa('IH0 K S P L EY1 N')).toBe('/ɪkˈspleɪn/');
    // "singer": NG is never an onset
    expect(arpabetToIpa('S IH1 NG ER0')).toBe('/ˈsɪŋɚ/');
    // "vocabulary": K Y is an onset
    expect(arpabetToIpa('V OW0 K AE1 B Y AH0 L EH2 R IY0')).toBe('/voʊˈkæbjəˌlɛɹi/');
  });

  it('accepts extra spaces and lowercase, and refuses unknown phonemes', () => {
    expect(arpabetToIpa('  r ah1  n ')).toBe('/ˈɹʌn/');
    expect(() => arpabetToIpa('R XX1 N')).toThrow(RangeError);
    expect(() => arpabetToIpa('R1 AH1 N')).toThrow(RangeError);
  });
});
