/**
 * Two rules about Vietnamese text.
 *
 * 1. Where the tone mark goes (docs/architecture.md, "Interface language"). The app writes the
 *    traditional placement, as the product spec does ('xóa', 'Xóa hết') and as the glossary and
 *    most of the catalogues already did: in an open syllable ending in "oa", "oe" or "uy" the mark
 *    sits on the first vowel — "xóa", "hủy", "hòa", "khỏe", "tùy" — not on the second ("xoá",
 *    "huỷ"). A syllable with a final consonant ("hoàn", "toán", "khuyến") or a "qu" onset ("quý")
 *    is the same in both styles. `misplacedToneMarks` finds the words a text writes the other
 *    way; `traditionalToneMark` rewrites one.
 *
 * 2. Whether a text is Vietnamese (`looksVietnamese`): it holds a letter English never has (ă â
 *    đ ê ô ơ ư, or a vowel with one of the five tone marks). Vietnamese typed without marks
 *    ("o nhiem") cannot be told from English this way, and is not.
 */

const TONES = new Set(['\u0300', '\u0301', '\u0309', '\u0303', '\u0323']);
const PAIRS = new Set(['oa', 'oe', 'uy']);

/**
 * `word` with the traditional tone-mark placement (rule 1): "xoá" → "xóa", "Huỷ" → "Hủy";
 * any other word unchanged. `word` is one word (letters only), in any Unicode normalisation;
 * the answer is NFC.
 */
export function traditionalToneMark(word: string): string {
  const nfc = word.normalize('NFC');
  const letters = [...nfc];
  if (letters.length < 2) return nfc;
  const first = letters[letters.length - 2]!.normalize('NFD');
  const second = letters[letters.length - 1]!.normalize('NFD');
  // the first vowel bare, the second with a tone mark only (no breve, circumflex or horn)
  if (first.length !== 1 || second.length !== 2 || !TONES.has(second[1]!)) return nfc;
  if (!PAIRS.has(`${first}${second[0]!}`.toLowerCase())) return nfc;
  if (first.toLowerCase() === 'u' && letters[letters.length - 3]?.toLowerCase() === 'q') return nfc;
  letters[letters.length - 2] = `${first}${second[1]!}`.normalize('NFC');
  letters[letters.length - 1] = second[0]!;
  return letters.join('');
}

/** The words of `text` written with the other tone-mark placement ("Huỷ", "xoá"), in order. */
export function misplacedToneMarks(text: string): string[] {
  const words = text.normalize('NFC').match(/\p{L}+/gu) ?? [];
  return words.filter((word) => traditionalToneMark(word) !== word);
}

/** Letters only Vietnamese has among the Latin ones: đ, and vowels with its marks. */
const VIETNAMESE_LETTER = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/iu;

/**
 * True when `text` holds a letter English never has (rule 2): "ô nhiễm", "bảo vệ", "đi".
 * English loanwords with accents ("café", "naïve", "résumé") count as English.
 */
export function looksVietnamese(text: string): boolean {
  const normalised = text.normalize('NFC');
  if (!VIETNAMESE_LETTER.test(normalised)) return false;
  // "café", "résumé", "cliché": a lone é in an otherwise plain word is French, not Vietnamese
  const words = normalised.match(/\p{L}+/gu) ?? [];
  return words.some((word) => VIETNAMESE_LETTER.test(word.replace(/é/giu, 'e')));
}
