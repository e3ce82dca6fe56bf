/**
 * The five measurements of a Speaking answer and what they are compared with (issue 11); the
 * rules and thresholds are documented in speaking-metrics.ts. Pure.
 */
import type { SpeakingFiller } from './speaking-fillers.ts';
import { viDecimal } from './writing-feedback-structure.ts';

/** What an answer is: its part, and in Part 2 the long turn (index 0) or a follow-up. */
export type SpeakingAnswerKind = 'part1' | 'part2-long-turn' | 'part2-follow-up' | 'part3';

/** The kind of answer `index` of `part` (Part 2: index 0 is the long turn). */
export function speakingAnswerKind(part: number, index: number): SpeakingAnswerKind {
  if (part === 1) return 'part1';
  if (part === 2) return index === 0 ? 'part2-long-turn' : 'part2-follow-up';
  return 'part3';
}

/** An answer's expected length: words, and seconds where the exam suggests a time. */
export interface SpeakingLength {
  minWords: number;
  maxWords: number;
  minSeconds: number | null;
  maxSeconds: number | null;
  /** The expectation in Vietnamese, e.g. 'Part 1: 20-60 từ, khoảng 15-30 giây'. */
  label: string;
}

/** Expected answer lengths (issue 11); Part 2's follow-ups are short, like Part 1's answers. */
export const SPEAKING_LENGTH: Record<SpeakingAnswerKind, SpeakingLength> = {
  part1: {
    minWords: 20,
    maxWords: 60,
    minSeconds: 15,
    maxSeconds: 30,
    label: 'Part 1: 20-60 từ, khoảng 15-30 giây',
  },
  'part2-long-turn': {
    minWords: 200,
    maxWords: 300,
    minSeconds: 90,
    maxSeconds: 120,
    label: 'Part 2: 200-300 từ, nói 1,5-2 phút',
  },
  'part2-follow-up': {
    minWords: 20,
    maxWords: 60,
    minSeconds: 15,
    maxSeconds: 30,
    label: 'Câu hỏi thêm của Part 2: 20-60 từ, khoảng 15-30 giây',
  },
  part3: {
    minWords: 40,
    maxWords: 120,
    minSeconds: null,
    maxSeconds: null,
    label: 'Part 3: 40-120 từ',
  },
};

/** A silence longer than this (s) is a pause. */
export const PAUSE_SECONDS = 2;

export type SpeakingVerdict = 'good' | 'fair' | 'improve' | 'none';

/** One measurement of an answer, ready to show. */
export interface SpeakingMetric {
  id: 'pace' | 'pauses' | 'fillers' | 'variety' | 'length';
  title: string;
  verdict: SpeakingVerdict;
  /** The figure in short ('132 từ/phút'), or '—' when not measured. */
  value: string;
  /** The verdict in a sentence. */
  summary: string;
  /** What is measured, how, and why it matters. */
  explanation: string;
}

/** Words per minute (see speaking-metrics.ts for the rules of every item). */
export function paceMetric(words: number, seconds: number, typed: boolean): SpeakingMetric {
  const base = {
    id: 'pace',
    title: 'Tốc độ nói',
    explanation:
      "Số từ chia cho thời gian nói (từ lúc bấm 'Bắt đầu nói' đến lúc bấm 'Dừng'). Người nói trôi chảy thường ở khoảng 100-180 từ/phút; chậm hơn nhiều thường do ngập ngừng, nhanh hơn nhiều dễ khó nghe.",
  } as const;
  if (typed || seconds < 5 || words === 0) {
    const why = typed
      ? 'Câu trả lời được gõ nên không đo tốc độ nói.'
      : 'Câu trả lời quá ngắn để đo tốc độ.';
    return { ...base, verdict: 'none', value: '—', summary: why };
  }
  const wpm = Math.round((words / seconds) * 60);
  const value = `${wpm} từ/phút`;
  if (wpm < 80)
    return {
      ...base,
      verdict: 'improve',
      value,
      summary: 'Khá chậm: có thể bạn đang ngập ngừng nhiều.',
    };
  if (wpm < 100)
    return { ...base, verdict: 'fair', value, summary: 'Hơi chậm so với người nói trôi chảy.' };
  if (wpm > 180)
    return { ...base, verdict: 'fair', value, summary: 'Hơi nhanh: hãy chắc người nghe theo kịp.' };
  return { ...base, verdict: 'good', value, summary: 'Tốc độ tự nhiên.' };
}

/** Pauses over PAUSE_SECONDS; `pauses` null when not measured. */
export function pausesMetric(
  pauses: number[] | null,
  seconds: number,
  fromSilence: boolean,
): SpeakingMetric {
  const base = {
    id: 'pauses',
    title: 'Khoảng dừng',
    explanation: `Khoảng dừng là ${fromSilence ? 'quãng im lặng đo từ micro' : 'quãng lặng giữa hai lần trình duyệt nhận ra lời nói của bạn'} dài hơn ${PAUSE_SECONDS} giây (không tính lúc mới bắt đầu và lúc kết thúc). Dừng ngắn để suy nghĩ là bình thường; dừng dài và thường xuyên làm giảm độ trôi chảy (fluency).`,
  } as const;
  if (pauses === null) {
    return {
      ...base,
      verdict: 'none',
      value: '—',
      summary:
        'Không đo được khoảng dừng cho câu trả lời này (câu trả lời được gõ hoặc không có dữ liệu thời gian).',
    };
  }
  if (pauses.length === 0) {
    return {
      ...base,
      verdict: 'good',
      value: '0 lần',
      summary: `Không có khoảng dừng nào dài hơn ${PAUSE_SECONDS} giây.`,
    };
  }
  const longest = Math.max(...pauses);
  const perMinute = pauses.length / (Math.max(seconds, 1) / 60);
  const value = `${pauses.length} lần`;
  const summary = `${pauses.length} khoảng dừng dài hơn ${PAUSE_SECONDS} giây, dài nhất ${viDecimal(longest)} giây.`;
  const verdict: SpeakingVerdict =
    perMinute <= 2 && longest < 5 ? 'good' : perMinute <= 4 ? 'fair' : 'improve';
  return { ...base, verdict, value, summary };
}

/** Filler words per 100 words. */
export function fillersMetric(
  fillers: readonly { filler: SpeakingFiller; count: number }[],
  count: number,
  words: number,
): SpeakingMetric {
  const base = {
    id: 'fillers',
    title: 'Từ đệm',
    explanation:
      'Đếm tự động các từ đệm um, uh, er, like, you know, I mean, sort of, kind of (có thể nhầm khi từ được dùng đúng nghĩa). Nhận dạng giọng nói thường bỏ qua "um", "uh", nên số thật có thể cao hơn. Vài từ đệm là tự nhiên; hơn 3 từ trên 100 từ làm câu trả lời kém trôi chảy.',
  } as const;
  if (words === 0)
    return { ...base, verdict: 'none', value: '—', summary: 'Không có lời nào để đếm.' };
  if (count === 0) return { ...base, verdict: 'good', value: '0', summary: 'Không có từ đệm.' };
  const per100 = (count / words) * 100;
  const list = fillers.map((f) => `"${f.filler}" × ${f.count}`).join(', ');
  const summary = `${list} (${viDecimal(per100)} trên 100 từ).`;
  const verdict: SpeakingVerdict = per100 <= 3 ? 'good' : per100 <= 6 ? 'fair' : 'improve';
  return { ...base, verdict, value: String(count), summary };
}

/** The TTR bars by answer length (see the module docstring). */
function varietyBar(words: number): { good: number; fair: number; range: string } {
  if (words < 60) return { good: 0.7, fair: 0.6, range: '20-59' };
  if (words < 150) return { good: 0.6, fair: 0.5, range: '60-149' };
  return { good: 0.5, fair: 0.42, range: 'từ 150' };
}

/** Type/token ratio against a bar that depends on the answer's length. */
export function varietyMetric(words: string[]): SpeakingMetric {
  const bar = varietyBar(words.length);
  const base = {
    id: 'variety',
    title: 'Độ đa dạng từ vựng',
    explanation: `Tỉ lệ số từ khác nhau trên tổng số từ (type/token ratio, TTR). Tỉ lệ này giảm khi câu trả lời dài hơn nên mức so sánh tuỳ độ dài: với ${bar.range} từ, nên từ ${Math.round(bar.good * 100)}% trở lên. Dùng từ đồng nghĩa thay vì lặp lại cùng một từ giúp tăng điểm từ vựng (vocabulary).`,
  } as const;
  if (words.length < 20) {
    return {
      ...base,
      verdict: 'none',
      value: '—',
      summary: 'Câu trả lời dưới 20 từ, quá ngắn để đo độ đa dạng.',
    };
  }
  const types = new Set(words).size;
  const ratio = types / words.length;
  const value = `${viDecimal(ratio * 100)}%`;
  const summary = `${types} từ khác nhau trên ${words.length} từ.`;
  const verdict: SpeakingVerdict =
    ratio >= bar.good ? 'good' : ratio >= bar.fair ? 'fair' : 'improve';
  return { ...base, verdict, value, summary };
}

/** Words (and seconds) against the answer kind's expected length. */
export function lengthMetric(
  kind: SpeakingAnswerKind,
  words: number,
  seconds: number,
  typed: boolean,
): SpeakingMetric {
  const expected = SPEAKING_LENGTH[kind];
  const timed = !typed && expected.minSeconds !== null && expected.maxSeconds !== null;
  const value = timed ? `${words} từ · ${Math.round(seconds)} giây` : `${words} từ`;
  const longTurn = kind === 'part2-long-turn';
  const base = {
    id: 'length',
    title: 'Độ dài câu trả lời',
    value,
    explanation: `Mức thường gặp — ${expected.label}. Câu trả lời quá ngắn khó thể hiện vốn từ và ngữ pháp; ${longTurn ? 'ở Part 2 giám khảo sẽ dừng bạn khi hết 2 phút' : 'quá dài dễ lan man'}.`,
  } as const;
  const short = words < expected.minWords || (timed && seconds < expected.minSeconds!);
  // a spoken long turn is bounded by its 2 minutes: more words inside them is just a faster pace
  const long =
    (words > expected.maxWords && !(timed && longTurn)) ||
    (timed && seconds > expected.maxSeconds!);
  if (words === 0) return { ...base, verdict: 'improve', summary: 'Chưa có câu trả lời.' };
  if (short) {
    return {
      ...base,
      verdict: 'improve',
      summary: 'Ngắn hơn mức thường gặp: hãy mở rộng bằng lý do hoặc ví dụ.',
    };
  }
  if (long) {
    const summary = longTurn
      ? `Hơn ${expected.maxWords} từ: nói hết có thể mất quá 2 phút.`
      : 'Dài hơn mức thường gặp: hãy trả lời gọn hơn.';
    return { ...base, verdict: 'fair', summary };
  }
  return { ...base, verdict: 'good', summary: 'Độ dài phù hợp.' };
}
