import { analyseEssay, analyseTask1Answer, speakingAnswerMetrics } from '@app/domain';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/catalogues.ts';
import { withLanguage } from '../../../test/providers.tsx';
import { MetricsList } from '../speaking/components/metrics-list.tsx';
import { FeedbackList } from './feedback-list.tsx';

const VIETNAMESE = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;

const feedback = analyseEssay('Firstly, cities grow quickly.\n\nHowever, villages shrnk.', {
  isKnownWord: (word) => word !== 'shrnk',
  academicWords: new Set(),
});
const metrics = speakingAnswerMetrics({
  part: 1,
  index: 0,
  transcript: 'um I live in a small flat near the river with my sister and our cat',
  seconds: 12,
  typed: false,
  resultTimes: [1, 4, 5],
}).metrics;

beforeAll(async () => {
  await loadMessages('en');
});

describe('the Writing feedback and Speaking measurements speak the interface language', () => {
  it('in Vietnamese', () => {
    const view = render(
      <>
        <FeedbackList feedback={feedback} />
        <MetricsList metrics={metrics} />
      </>,
      { wrapper: withLanguage('vi') },
    );
    screen.getByRole('heading', { name: 'Nhận xét tự động' });
    expect(view.container.textContent).toContain(
      'Bài chỉ có 7 từ: bài từ 20 từ trở xuống bị chấm band 1.',
    );
    expect(view.container.textContent).toContain('Có 1 từ không có trong từ điển chính tả');
    expect(view.container.textContent).toContain('Tốc độ nói 80 từ/phút · Khá');
  });

  it('in English, with no Vietnamese', () => {
    const view = render(
      <>
        <FeedbackList feedback={feedback} />
        <MetricsList metrics={metrics} />
      </>,
      { wrapper: withLanguage('en') },
    );
    screen.getByRole('heading', { name: 'Automatic feedback' });
    expect(view.container.textContent).toContain(
      'The essay has only 7 words: an answer of 20 words or fewer is rated band 1.',
    );
    expect(view.container.textContent).toContain('shrnk');
    expect(view.container.textContent).toContain('Speaking pace 80 words/min · Fair');
    expect(view.container.textContent).not.toMatch(VIETNAMESE);
  });

  it("says a Task 1 answer's items with Task 1's limits, in both languages", () => {
    const task1 = analyseTask1Answer(
      'Overall, car use rose from 38% to 49%, whereas bus use fell. Cycling rises to 26%.',
      {
        period: 'past',
        visuals: [
          {
            kind: 'line',
            categories: ['2000', '2010', '2020'],
            unit: '%',
            series: [
              { name: 'Car', values: [38, 49, 41] },
              { name: 'Bicycle', values: [12, 13, 26] },
            ],
          },
        ],
      },
      { isKnownWord: () => true },
    );
    const en = render(<FeedbackList feedback={task1} />, { wrapper: withLanguage('en') });
    const text = en.container.textContent;
    expect(text).toContain('Task 1 asks for at least 150 words');
    expect(text).toContain('Overview found: “Overall, car use rose from 38% to 49%');
    expect(text).toContain('Cited: Car, 2010 — 49%');
    expect(text).toContain('Present tense: “Cycling rises to 26%.”');
    expect(text).toContain('figures cited, comparisons, verb tense');
    expect(text).not.toMatch(VIETNAMESE);
    en.unmount();
    const vi = render(<FeedbackList feedback={task1} />, { wrapper: withLanguage('vi') });
    expect(vi.container.textContent).toContain('Câu tổng quan (overview)');
    expect(vi.container.textContent).toContain('Thì của động từ');
  });
});
