import { speakingTestSchema } from '@app/content/ielts/listening-schema';
import { render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../../i18n/catalogues.ts';
import { withLanguage } from '../../../../test/providers.tsx';
import { ModelAnswer } from './model-answer.tsx';
import { PartIntro } from './part-intro.tsx';

const test1 = speakingTestSchema.parse(
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '../../../../../../../content/ielts/speaking/speaking-1.json'),
      'utf8',
    ),
  ),
);
const first = test1.part1[0]!.questions[0]!;

describe('the notes under a Speaking model answer (issue 23 §4)', () => {
  beforeAll(async () => {
    await loadMessages('en');
  });

  it('marks the useful phrases in the answer and lists them with their notes and fluency points', () => {
    render(<ModelAnswer answer={first.modelAnswer} notes={first.notes} />, {
      wrapper: withLanguage('vi'),
    });
    expect(screen.getByTestId('model-answer-text').textContent).toBe(first.modelAnswer);
    const marked = [...screen.getByTestId('model-answer-text').querySelectorAll('mark')];
    expect(marked.map((m) => m.textContent)).toEqual(first.notes.phrases.map((p) => p.phrase));
    const notes = screen.getByRole('region', { name: 'Học gì từ câu trả lời mẫu' });
    expect(within(notes).getByRole('heading', { name: 'Cụm từ hay' })).toBeTruthy();
    expect(
      within(notes).getByRole('heading', { name: 'Vì sao câu trả lời trôi chảy' }),
    ).toBeTruthy();
    const phrases = within(notes).getAllByTestId('model-phrase');
    expect(phrases).toHaveLength(first.notes.phrases.length);
    expect(phrases[0]!.textContent).toContain(first.notes.phrases[0]!.note);
    const fluency = within(notes).getAllByTestId('model-fluency');
    expect(fluency.map((f) => f.getAttribute('data-kind'))).toEqual(
      first.notes.fluency.map((f) => f.kind),
    );
    expect(fluency[0]!.textContent).toMatch(/^Từ nối/);
  });

  it('labels the notes in English on the switch, and shows a bare answer without notes', () => {
    const { unmount } = render(<ModelAnswer answer={first.modelAnswer} notes={first.notes} />, {
      wrapper: withLanguage('en'),
    });
    expect(screen.getByRole('heading', { name: 'Useful phrases' })).toBeTruthy();
    expect(screen.getAllByTestId('model-fluency')[1]!.textContent).toMatch(/^Extending the answer/);
    unmount();
    render(<ModelAnswer answer="Just an answer." notes={null} />, { wrapper: withLanguage('vi') });
    expect(screen.queryByTestId('model-notes')).toBeNull();
    expect(screen.getByTestId('model-answer-text').textContent).toBe('Just an answer.');
  });

  it("lists Part 1's three topic frames on its opening screen", () => {
    render(
      <PartIntro
        part={1}
        questions={10}
        frames={test1.part1.map((f) => f.topic)}
        onStart={() => {}}
      />,
      { wrapper: withLanguage('vi') },
    );
    const list = screen.getByRole('list', { name: 'Ba chủ đề của Part 1' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1. Your hometown', '2. Weather', '3. Free time']);
  });
});
