/**
 * A short summary, written for this project, of what the public IELTS band descriptors ask for
 * at bands 5 to 9 of each criterion (Writing Task 1 and 2, Speaking), for the estimate's prompt
 * (band-estimate-prompt.ts). It paraphrases the descriptors' main points in a line per band; it
 * is not the official wording. Band 4 and below: one shared line.
 */
import type { BandCriterion } from './band-estimate.ts';

/** Summary lines for bands 9, 8, 7, 6 and 5 (in that order). */
type FiveBands = readonly [string, string, string, string, string];

/** Speaking keeps the names of the writing criteria it shares but not their wording. */
type DescriptorKey = BandCriterion | 'speakingLexicalResource' | 'speakingGrammaticalRange';

export const BAND_DESCRIPTOR_SUMMARIES: Readonly<Record<DescriptorKey, FiveBands>> = {
  taskAchievement: [
    'every requirement met; a clear, well-chosen overview; key features presented fully and precisely',
    'all requirements covered well; a clear overview; key features well selected, with rare lapses',
    'requirements covered; a clear overview of the main trends, differences or stages; key features highlighted but could be extended',
    'requirements addressed; an overview is attempted; key features covered adequately, some details irrelevant or inaccurate',
    'task generally addressed; details recounted mechanically without a clear overview; key features covered inadequately or data missing',
  ],
  taskResponse: [
    'every part of the question fully answered; a fully developed position; ideas relevant, extended and well supported',
    'all parts answered well; a well-developed response; ideas relevant and supported, with rare lapses',
    'all parts answered; a clear position throughout; main ideas extended and supported, though some may over-generalise or lose focus',
    'all parts answered, some more fully than others; a relevant position, but conclusions may be unclear or repeated; some ideas not developed enough',
    'the question only partly answered; a position given but not always developed clearly; few main ideas, not developed, some irrelevant detail',
  ],
  coherenceCohesion: [
    'cohesion so natural that it goes unnoticed; paragraphing skilful',
    'ideas in a logical sequence; every aspect of cohesion handled well; paragraphing sufficient and appropriate',
    'logically organised with clear progression; a range of linking devices, used appropriately with some under- or over-use; each paragraph has a clear central topic',
    'information arranged coherently with overall progression; linking devices effective but sometimes faulty or mechanical; reference not always clear; paragraphing not always logical',
    'some organisation but no overall progression; linking devices inadequate, inaccurate or overused; repetition from missing reference; paragraphing may be inadequate',
  ],
  fluencyCoherence: [
    'fluent, with rare repetition or self-correction; any hesitation is about content; fully coherent, topics developed fully',
    'fluent, occasional repetition or self-correction; hesitation rarely to search for words; topics developed coherently',
    'speaks at length without noticeable effort or loss of coherence; some language-related hesitation or repetition; connectives and discourse markers used flexibly',
    'willing to speak at length but loses coherence at times through repetition, self-correction or hesitation; connectives used, not always appropriately',
    'keeps going with repetition, self-correction or slow speech; overuses some connectives; simple speech fluent, complex ideas cause problems',
  ],
  lexicalResource: [
    'a wide range used naturally with sophisticated control; errors are rare slips',
    'a wide range used fluently and flexibly for precise meanings; skilful use of less common words, occasional errors of word choice or collocation',
    'enough range for some flexibility and precision; less common words with awareness of style and collocation; occasional errors of word choice, spelling or word formation',
    'an adequate range for the task; tries less common words with some inaccuracy; spelling or word-formation errors that do not block meaning',
    'a limited range, just adequate for the task; noticeable spelling or word-formation errors that may trouble the reader',
  ],
  grammaticalRange: [
    'a wide range of structures with full flexibility and accuracy; errors are rare slips',
    'a wide range; most sentences free of errors; very occasional errors or inappropriate forms',
    'a variety of complex structures; many sentences free of errors; good control of grammar and punctuation with a few errors',
    'a mix of simple and complex sentences; some errors of grammar and punctuation, which rarely block meaning',
    'a limited range; complex sentences attempted but less accurate than simple ones; frequent errors that may trouble the reader',
  ],
  speakingLexicalResource: [
    'full flexibility and precision on every topic; idiomatic language used naturally and accurately',
    'a wide range used readily for precise meaning; less common and idiomatic words used skilfully, occasional slips; paraphrases well',
    'flexible enough for a variety of topics; some less common and idiomatic words with awareness of collocation, some wrong choices; paraphrases effectively',
    'wide enough to talk at length and make meaning clear despite some wrong choices; generally paraphrases successfully',
    'talks about familiar and unfamiliar topics with little flexibility; paraphrase attempted with mixed success',
  ],
  speakingGrammaticalRange: [
    'a full range used naturally; consistently accurate apart from native-like slips',
    'a wide range used flexibly; most sentences free of errors, occasional non-systematic errors',
    'a range of complex structures with some flexibility; many sentences free of errors, though some errors persist',
    'a mix of simple and complex structures with limited flexibility; frequent errors in complex structures that rarely block meaning',
    'basic sentences reasonably accurate; few complex structures, usually with errors',
  ],
};

/** The shared line for band 4 and below. */
export const BELOW_BAND_5 =
  'band 4 and below: the criterion is met only in a very limited way, with errors that often block meaning';

/** The summary lines of a criterion for a skill (Speaking has its own wording of LR and GRA). */
export function descriptorLines(criterion: BandCriterion, speaking: boolean): FiveBands {
  if (speaking && criterion === 'lexicalResource') {
    return BAND_DESCRIPTOR_SUMMARIES.speakingLexicalResource;
  }
  if (speaking && criterion === 'grammaticalRange') {
    return BAND_DESCRIPTOR_SUMMARIES.speakingGrammaticalRange;
  }
  return BAND_DESCRIPTOR_SUMMARIES[criterion];
}
