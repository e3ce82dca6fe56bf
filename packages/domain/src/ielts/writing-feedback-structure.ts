/**
 * Items of the Writing feedback about the essay's shape: word count, paragraphs and sentence
 * variety. Rules and thresholds are documented in writing-feedback.ts (issue 10).
 */
import type { EssayParagraph, EssaySentence } from './essay-text.ts';
import type { WritingFeedbackItem, WritingFeedbackVerdict } from './writing-feedback.ts';

/** Task 2 minimum (ielts-facts.md "Formats"). */
const TASK2_MIN_WORDS = 250;
/** Answers of this many words or fewer are rated band 1 (ielts-facts.md "Formats"). */
const BAND1_MAX_WORDS = 20;
const COMFORTABLE_MAX_WORDS = 320;
const LONG_MAX_WORDS = 380;
const VERY_SHORT_SENTENCE = 8;
const VERY_LONG_SENTENCE = 35;
const GOOD_STDEV = 5;
const POOR_STDEV = 3;

/** `value` rounded to one decimal. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A number with one decimal and a decimal comma, as Vietnamese writes it: 52.4 → "52,4". */
export function viDecimal(value: number): string {
  return value.toFixed(1).replace('.', ',');
}

/** The first `count` words of a sentence followed by "…" when it has more. */
function opening(sentence: EssaySentence, count: number): string {
  const pieces = sentence.text.split(' ');
  return pieces.length > count ? `${pieces.slice(0, count).join(' ')}…` : sentence.text;
}

/** Word count against the Task 2 minimum (Task Response). */
export function wordCountItem(words: number): WritingFeedbackItem {
  let verdict: WritingFeedbackVerdict = 'good';
  let summary = `Bài có ${words} từ, đạt yêu cầu tối thiểu ${TASK2_MIN_WORDS} từ.`;
  const details: string[] = [];
  if (words <= BAND1_MAX_WORDS) {
    verdict = 'improve';
    summary = `Bài chỉ có ${words} từ: bài từ ${BAND1_MAX_WORDS} từ trở xuống bị chấm band 1.`;
  } else if (words < TASK2_MIN_WORDS) {
    verdict = 'improve';
    summary =
      `Bài có ${words} từ, còn thiếu ${TASK2_MIN_WORDS - words} từ ` +
      `so với yêu cầu tối thiểu ${TASK2_MIN_WORDS} từ.`;
  } else if (words > LONG_MAX_WORDS) {
    verdict = 'fair';
    summary = `Bài có ${words} từ, dài hơn nhiều so với mức cần cho 40 phút.`;
    details.push(`Khoảng 260–${COMFORTABLE_MAX_WORDS} từ là vừa đủ để kịp viết và soát lỗi.`);
  } else if (words > COMFORTABLE_MAX_WORDS) {
    summary = `Bài có ${words} từ, đạt yêu cầu nhưng hơi dài.`;
    details.push(`Khoảng 260–${COMFORTABLE_MAX_WORDS} từ là vừa đủ để kịp viết và soát lỗi.`);
  }
  return {
    id: 'word-count',
    title: 'Số từ',
    verdict,
    summary,
    details,
    explanation:
      `Task 2 yêu cầu ít nhất ${TASK2_MIN_WORDS} từ: bài ngắn hơn bị trừ điểm ở tiêu chí ` +
      'Task Response. Bài quá dài khó hoàn thành trong 40 phút và dễ có thêm lỗi.',
    figures: { words },
  };
}

/** Paragraph count (Coherence and Cohesion). */
export function paragraphsItem(paragraphs: readonly EssayParagraph[]): WritingFeedbackItem {
  const count = paragraphs.length;
  const verdict: WritingFeedbackVerdict =
    count >= 4 && count <= 5 ? 'good' : count === 3 || count === 6 ? 'fair' : 'improve';
  const summary =
    verdict === 'good'
      ? `Bài có ${count} đoạn, hợp với bố cục mở bài – thân bài – kết bài.`
      : count <= 1
        ? `Bài chưa chia đoạn (${count} đoạn); nên có 4–5 đoạn.`
        : `Bài có ${count} đoạn; thường nên có 4–5 đoạn.`;
  return {
    id: 'paragraphs',
    title: 'Chia đoạn',
    verdict,
    summary,
    details: paragraphs.map(
      (paragraph, index) =>
        `Đoạn ${index + 1}: ${paragraph.words.length} từ, ${paragraph.sentences.length} câu`,
    ),
    explanation:
      'Tiêu chí Coherence and Cohesion chấm cả cách chia đoạn: mở bài, 2–3 đoạn thân bài ' +
      'mỗi đoạn một ý chính, và kết bài; bài không chia đoạn hoặc chia quá vụn bị giới hạn ' +
      'điểm ở tiêu chí này.',
    figures: { paragraphs: count },
  };
}

/** Sentence length variety (Grammatical Range and Accuracy). */
export function sentenceVarietyItem(sentences: readonly EssaySentence[]): WritingFeedbackItem {
  const lengths = sentences.map((sentence) => sentence.words.length);
  const count = lengths.length;
  const mean = count === 0 ? 0 : lengths.reduce((sum, n) => sum + n, 0) / count;
  const variance = count === 0 ? 0 : lengths.reduce((sum, n) => sum + (n - mean) ** 2, 0) / count;
  const meanLength = round1(mean);
  const stdevLength = round1(Math.sqrt(variance));
  const veryShort = lengths.filter((n) => n < VERY_SHORT_SENTENCE).length;
  const long = sentences.filter((sentence) => sentence.words.length > VERY_LONG_SENTENCE);
  const veryLong = long.length;
  const verdict: WritingFeedbackVerdict =
    stdevLength >= GOOD_STDEV && veryLong <= 2
      ? 'good'
      : stdevLength < POOR_STDEV || veryLong > 4
        ? 'improve'
        : 'fair';
  const details =
    count === 0
      ? []
      : [
          `Câu ngắn nhất ${Math.min(...lengths)} từ, dài nhất ${Math.max(...lengths)} từ`,
          `Câu rất ngắn (dưới ${VERY_SHORT_SENTENCE} từ): ${veryShort}`,
          `Câu rất dài (trên ${VERY_LONG_SENTENCE} từ): ${veryLong}`,
          ...long.map((sentence) => `${sentence.words.length} từ: “${opening(sentence, 8)}”`),
        ];
  return {
    id: 'sentence-variety',
    title: 'Độ dài câu',
    verdict,
    summary:
      `${count} câu, trung bình ${viDecimal(meanLength)} từ mỗi câu, ` +
      `độ lệch chuẩn ${viDecimal(stdevLength)} từ.`,
    details,
    explanation:
      'Tiêu chí Grammatical Range and Accuracy đánh giá sự đa dạng cấu trúc câu: kết hợp câu ' +
      'ngắn với câu phức dài cho thấy vốn ngữ pháp rộng, còn câu quá dài dễ mắc lỗi và khó ' +
      'theo dõi.',
    figures: { sentences: count, meanLength, stdevLength, veryShort, veryLong },
  };
}
