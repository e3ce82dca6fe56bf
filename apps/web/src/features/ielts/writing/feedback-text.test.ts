import {
  analyseEssay,
  speakingAnswerMetrics,
  WRITING_FEEDBACK_LINES,
  type WritingFeedbackLine,
  type WritingFeedbackLineCode,
} from '@app/domain';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../../i18n/i18n.tsx';
import { en } from '../../../i18n/messages/en/index.ts';
import { flatten } from '../../../i18n/messages/types.ts';
import { vi } from '../../../i18n/messages/vi/index.ts';
import { metricExplanation, metricSummary, metricValue } from '../speaking/lib/texts.ts';
import { itemExplanation, itemTitle, lineText } from './feedback-text.ts';

/** A language's intl and t, with every formatting error (a missing message or value) kept. */
function language(locale: 'vi' | 'en') {
  const errors: unknown[] = [];
  const intl = createIntl({
    locale,
    messages: flatten(locale === 'vi' ? vi : en),
    onError: (error) => errors.push(error),
  });
  const t: TFunction = (id, values) => intl.formatMessage({ id }, values);
  return { t, intl, errors };
}

const VIETNAMESE = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;

/** Sample values of a line code: 2 for numbers, 'word' for strings ('contrast' for a function). */
function sampleLine(code: WritingFeedbackLineCode): WritingFeedbackLine {
  const values = Object.fromEntries(
    Object.entries(WRITING_FEEDBACK_LINES[code]).map(([name, kind]) => [
      name,
      kind === 'number' ? 2 : name === 'fn' ? 'contrast' : 'word',
    ]),
  );
  return { code, values } as WritingFeedbackLine;
}

describe.each(['vi', 'en'] as const)('feedback and measurements in %s', (locale) => {
  it('say every Writing line code with all its values', () => {
    const { t, errors } = language(locale);
    for (const code of Object.keys(WRITING_FEEDBACK_LINES) as WritingFeedbackLineCode[]) {
      const text = lineText(t, sampleLine(code));
      expect(text, code).not.toMatch(/[{}]/);
      if (locale === 'en') expect(text, code).not.toMatch(VIETNAMESE);
    }
    const feedback = analyseEssay('Firstly, cities grow.\n\nHowever, villages shrink.', {
      isKnownWord: () => true,
      academicWords: new Set(),
    });
    for (const item of feedback.items) {
      expect(itemTitle(t, item.id)).not.toBe('');
      expect(itemExplanation(t, item.id)).toMatch(/\d|Coherence|Lexical|Grammatical/);
    }
    expect(errors).toEqual([]);
  });

  it('say every Speaking measurement, spoken and typed', () => {
    const { t, intl, errors } = language(locale);
    const answers = [
      { part: 1, index: 0, transcript: 'um like I mean '.repeat(10), seconds: 20, typed: false },
      { part: 2, index: 0, transcript: 'word '.repeat(320), seconds: 400, typed: true },
      { part: 3, index: 1, transcript: '', seconds: 3, typed: false, resultTimes: [1, 5] },
      { part: 1, index: 2, transcript: 'a b c', seconds: 2, typed: false, silences: [3] },
    ];
    for (const answer of answers) {
      for (const metric of speakingAnswerMetrics(answer).metrics) {
        const texts = [
          metricValue(t, metric) ?? '',
          metricSummary(t, metric),
          metricExplanation(t, intl, metric),
        ];
        for (const text of texts) {
          expect(text, metric.id).not.toMatch(/[{}]/);
          if (locale === 'en') expect(text, metric.id).not.toMatch(VIETNAMESE);
        }
      }
    }
    expect(errors).toEqual([]);
  });
});

it('writes figures in the language’s numbers', () => {
  const { t } = language('vi');
  const line = { code: 'sentences', values: { sentences: 16, meanLength: 16.7, stdevLength: 5.9 } };
  expect(lineText(t, line as WritingFeedbackLine)).toBe(
    '16 câu, trung bình 16,7 từ mỗi câu, độ lệch chuẩn 5,9 từ.',
  );
  const english = language('en').t;
  expect(lineText(english, line as WritingFeedbackLine)).toBe(
    '16 sentences, 16.7 words long on average, standard deviation 5.9 words.',
  );
});

it('would notice a missing value', () => {
  const { t, errors } = language('en');
  t('writing.feedback.lines.wordsEnough', { words: 3 });
  expect(errors).toHaveLength(1);
});
