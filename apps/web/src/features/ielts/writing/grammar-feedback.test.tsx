import { grammarFeedback, offlineGrammarMatches, type GrammarMatch } from '@app/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/catalogues.ts';
import { withLanguage } from '../../../test/providers.tsx';
import { GrammarEssay, GrammarSummary } from './grammar-feedback.tsx';
import { essayPieces } from './grammar-text.ts';

const ESSAY = 'It is a important issue and people don’t agree. The the costs are paid by all.';
const offline = grammarFeedback(ESSAY, {
  source: 'offline',
  fallback: false,
  matches: offlineGrammarMatches(ESSAY),
});
const languageTool: GrammarMatch = {
  offset: 6,
  length: 1,
  message: 'Use “an” instead of ‘a’ if the following word starts with a vowel sound.',
  replacements: ['an'],
  group: 'grammar',
  ruleId: 'EN_A_VS_AN',
  source: 'languagetool',
};

beforeAll(async () => {
  await loadMessages('en');
});

describe('essayPieces', () => {
  it('cuts the essay at the matches, the shorter one where two overlap', () => {
    const sentence: GrammarMatch = { ...languageTool, offset: 0, length: 23, group: 'style' };
    const pieces = essayPieces(ESSAY, [sentence, languageTool]);
    expect(pieces.map((p) => p.text).join('')).toBe(ESSAY);
    expect(pieces.filter((p) => p.match !== null)).toEqual([{ text: 'a', match: 1 }]);
  });

  it('leaves out matches outside the text', () => {
    expect(essayPieces('short', [{ ...languageTool, offset: 3, length: 9 }])).toEqual([
      { text: 'short', match: null },
    ]);
  });
});

describe('the grammar feedback', () => {
  it('underlines each match and says its comment and suggestion on focus, in Vietnamese', () => {
    render(<GrammarEssay text={ESSAY} grammar={offline} />, { wrapper: withLanguage('vi') });
    expect(screen.getByTestId('essay-text').textContent).toBe(ESSAY);
    const marks = screen.getAllByTestId('grammar-underline');
    expect(marks.map((m) => [m.textContent, m.dataset.group])).toEqual([
      ['a', 'grammar'],
      ['don’t', 'style'],
      ['The the', 'grammar'],
    ]);
    const article = screen.getByRole('button', { name: 'Ngữ pháp: a' });
    fireEvent.focus(article);
    const detail = screen.getByTestId('grammar-detail');
    expect(within(detail).getByTestId('grammar-message').textContent).toBe(
      'Dùng “an” thay cho “a”: chọn a hay an theo âm đầu của từ sau (an hour, a university).',
    );
    expect(within(detail).getByTestId('grammar-suggestions').textContent).toBe('Gợi ý: an');
    expect(article.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Văn phong: don’t' }), { key: 'Enter' });
    expect(within(detail).getByTestId('grammar-suggestions').textContent).toBe('Gợi ý: do not');
  });

  it('says the source, counts per 100 words, the passive share and groups, in English', () => {
    render(<GrammarSummary text={ESSAY} grammar={offline} />, { wrapper: withLanguage('en') });
    expect(screen.getByTestId('grammar-source').textContent).toBe('Offline check');
    expect(screen.queryByTestId('grammar-fallback')).toBeNull();
    expect(screen.getByTestId('grammar-counts').textContent).toContain('Grammar12.5 per 100 words');
    expect(screen.getByTestId('grammar-passive').textContent).toBe(
      'Passive voice: 50% of sentences',
    );
    const groups = screen.getAllByTestId('grammar-group');
    expect(groups.map((g) => g.dataset.group)).toEqual(['grammar', 'style']);
    expect(groups[0]!.textContent).toContain('2 issues');
    expect(groups[1]!.textContent).toContain(
      'The contraction “don’t” is informal for academic writing: write it in full.',
    );
  });

  it('shows LanguageTool’s English comment as it comes, and a fallback', () => {
    const checked = grammarFeedback(ESSAY, {
      source: 'languagetool',
      fallback: false,
      matches: [languageTool],
    });
    render(<GrammarEssay text={ESSAY} grammar={checked} />, { wrapper: withLanguage('vi') });
    fireEvent.click(screen.getByRole('button', { name: 'Ngữ pháp: a' }));
    const message = within(screen.getByTestId('grammar-detail')).getByTestId('grammar-message');
    expect(message.textContent).toContain(languageTool.message);
    expect(message.textContent).toContain('(nhận xét của LanguageTool, bằng tiếng Anh)');
    const fell = grammarFeedback(ESSAY, { source: 'offline', fallback: true, matches: [] });
    render(<GrammarSummary text={ESSAY} grammar={fell} />, { wrapper: withLanguage('vi') });
    expect(screen.getByTestId('grammar-fallback').textContent).toBe(
      'LanguageTool không kiểm tra được lúc này nên bài được kiểm tra ngoại tuyến.',
    );
  });
});
