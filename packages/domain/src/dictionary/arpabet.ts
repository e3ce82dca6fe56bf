/**
 * ARPAbet → IPA (issue 9: the offline dictionary's phonetics from the CMU Pronouncing
 * Dictionary). The CMU dictionary writes General American pronunciations in ARPAbet: 39
 * phonemes separated by spaces, each vowel carrying a stress digit (0 none, 1 primary,
 * 2 secondary), e.g. "IH0 N V AY1 R AH0 N M AH0 N T".
 *
 * The conversion follows the usual General American broad transcription (as in Wikipedia's
 * "Help:IPA/English" and its ARPAbet table): R → ɹ, G → ɡ, AH1/AH2 → ʌ, AH0 → ə, ER1/ER2 → ɝ,
 * ER0 → ɚ, and so on. Stress marks (ˈ primary, ˌ secondary) go at the start of the stressed
 * syllable; syllables are split by the maximal-onset principle: of the consonants between two
 * vowels, the longest tail that is a legal English word onset starts the next syllable.
 */

const VOWELS: Readonly<Record<string, string>> = {
  AA: 'ɑ',
  AE: 'æ',
  AH: 'ʌ',
  AO: 'ɔ',
  AW: 'aʊ',
  AY: 'aɪ',
  EH: 'ɛ',
  ER: 'ɝ',
  EY: 'eɪ',
  IH: 'ɪ',
  IY: 'i',
  OW: 'oʊ',
  OY: 'ɔɪ',
  UH: 'ʊ',
  UW: 'u',
};

const CONSONANTS: Readonly<Record<string, string>> = {
  B: 'b',
  CH: 'tʃ',
  D: 'd',
  DH: 'ð',
  F: 'f',
  G: 'ɡ',
  HH: 'h',
  JH: 'dʒ',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'ŋ',
  P: 'p',
  R: 'ɹ',
  S: 's',
  SH: 'ʃ',
  T: 't',
  TH: 'θ',
  V: 'v',
  W: 'w',
  Y: 'j',
  Z: 'z',
  ZH: 'ʒ',
};

/**
 * Legal English onsets of two and three consonants (ARPAbet, space-separated): stop or
 * fricative + liquid or glide, s + stop/nasal/l/w/f, and s + stop + liquid/glide. Every single
 * consonant except NG is a legal onset.
 */
const CLUSTER_ONSETS = new Set([
  'P R',
  'P L',
  'P Y',
  'B R',
  'B L',
  'B Y',
  'T R',
  'T W',
  'D R',
  'D W',
  'K R',
  'K L',
  'K W',
  'K Y',
  'G R',
  'G L',
  'G W',
  'F R',
  'F L',
  'F Y',
  'V Y',
  'TH R',
  'TH W',
  'SH R',
  'HH Y',
  'M Y',
  'S P',
  'S T',
  'S K',
  'S M',
  'S N',
  'S L',
  'S W',
  'S F',
  'S P R',
  'S P L',
  'S P Y',
  'S T R',
  'S K R',
  'S K W',
  'S K L',
  'S K Y',
]);

function isLegalOnset(consonants: readonly string[]): boolean {
  if (consonants.length === 0) return true;
  if (consonants.length === 1) return consonants[0] !== 'NG';
  return CLUSTER_ONSETS.has(consonants.join(' '));
}

interface Phone {
  /** ARPAbet symbol without the stress digit. */
  symbol: string;
  /** Stress digit for a vowel (0, 1, 2); null for a consonant. */
  stress: number | null;
}

function parsePhones(arpabet: string): Phone[] {
  const tokens = arpabet.trim().toUpperCase().split(/\s+/);
  return tokens.map((token) => {
    const match = /^([A-Z]+)([012])?$/.exec(token);
    const symbol = match?.[1];
    if (!symbol || (VOWELS[symbol] === undefined && CONSONANTS[symbol] === undefined)) {
      throw new RangeError(`Unknown ARPAbet phoneme "${token}"`);
    }
    if (VOWELS[symbol] !== undefined) return { symbol, stress: Number(match[2] ?? '0') };
    if (match[2] !== undefined) throw new RangeError(`Stress digit on a consonant "${token}"`);
    return { symbol, stress: null };
  });
}

function ipaOf(phone: Phone): string {
  if (phone.stress === null) return CONSONANTS[phone.symbol]!;
  if (phone.symbol === 'AH') return phone.stress === 0 ? 'ə' : 'ʌ';
  if (phone.symbol === 'ER') return phone.stress === 0 ? 'ɚ' : 'ɝ';
  return VOWELS[phone.symbol]!;
}

/**
 * Index of the first phone of each syllable: one syllable per vowel, its onset the longest legal
 * onset among the consonants before the vowel (the first syllable takes every consonant before
 * its vowel).
 */
function syllableStarts(phones: readonly Phone[]): Map<number, number> {
  const starts = new Map<number, number>(); // vowel index → syllable start index
  let previousVowel = -1;
  phones.forEach((phone, index) => {
    if (phone.stress === null) return;
    if (previousVowel < 0) {
      starts.set(index, 0);
    } else {
      const cluster = phones.slice(previousVowel + 1, index).map((p) => p.symbol);
      let onset = cluster.length;
      while (onset > 0 && !isLegalOnset(cluster.slice(cluster.length - onset))) onset -= 1;
      starts.set(index, index - onset);
    }
    previousVowel = index;
  });
  return starts;
}

/**
 * Converts one ARPAbet pronunciation to IPA between slashes, with stress marks at the start of
 * stressed syllables: "R AH1 N" → "/ˈɹʌn/", "AE1 N AH0 L AY2 Z" → "/ˈænəˌlaɪz/".
 * @throws RangeError on an unknown phoneme or a stress digit on a consonant.
 */
export function arpabetToIpa(arpabet: string): string {
  const phones = parsePhones(arpabet);
  const marks = new Map<number, string>(); // phone index → stress mark placed before it
  for (const [vowel, start] of syllableStarts(phones)) {
    const stress = phones[vowel]!.stress;
    if (stress === 1) marks.set(start, 'ˈ');
    else if (stress === 2) marks.set(start, 'ˌ');
  }
  const ipa = phones.map((phone, index) => (marks.get(index) ?? '') + ipaOf(phone)).join('');
  return `/${ipa}/`;
}
