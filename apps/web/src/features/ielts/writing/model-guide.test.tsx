import { writingTestSchema } from '@app/content/ielts/schema';
import { render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/catalogues.ts';
import { withLanguage } from '../../../test/providers.tsx';
import { ModelAnswer } from './model-answer.tsx';

const test11 = writingTestSchema.parse(
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, '../../../../../../content/ielts/writing/writing-11.json'),
      'utf8',
    ),
  ),
);
const guide = test11.modelGuide;

describe('the notes that teach under a Task 2 model answer (issue 23 §2)', () => {
  beforeAll(async () => {
    await loadMessages('en');
  });

  it('marks the thesis in the model and shows the outline, thesis, band 6 vs 8 and errors', () => {
    render(<ModelAnswer test={test11} />, { wrapper: withLanguage('vi') });
    const model = screen.getByTestId('model-answer');
    expect(within(model).getByTestId('thesis-mark').textContent).toBe(guide.thesis.quote);
    const notes = screen.getByRole('region', { name: 'Học từ bài mẫu' });

    const outline = within(notes).getByRole('region', { name: 'Dàn ý' });
    expect(
      within(outline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(guide.outline);

    const thesis = within(notes).getByRole('region', { name: 'Luận điểm chính' });
    expect(thesis.textContent).toContain(guide.thesis.quote);
    expect(thesis.textContent).toContain(guide.thesis.note);

    const contrast = within(notes).getByRole('region', { name: 'Band 6 và band 8' });
    const versions = within(contrast).getAllByRole('figure');
    expect(versions.map((f) => f.textContent)).toEqual([
      `Band 6${guide.contrast.band6}`,
      `Band 8${guide.contrast.band8}`,
    ]);
    expect(contrast.textContent).toContain(guide.contrast.note);

    const errors = within(notes).getByRole('region', { name: 'Lỗi thường gặp' });
    const items = within(errors).getAllByTestId('guide-error');
    expect(items).toHaveLength(3);
    items.forEach((item, i) => {
      const error = guide.errors[i]!;
      // the wrong version is struck through and labelled in words, not by colour alone
      expect(item.querySelector('del')!.textContent).toBe(error.wrong);
      expect(item.querySelector('ins')!.textContent).toBe(error.right);
      expect(item.textContent).toMatch(/^✗ Sai .+✓ Đúng /);
      expect(item.textContent).toContain(error.note);
    });
  });

  it('labels the guide in English on the switch', () => {
    render(<ModelAnswer test={test11} />, { wrapper: withLanguage('en') });
    expect(screen.getByRole('heading', { name: 'Learn from the model' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Common mistakes' })).toBeTruthy();
    expect(screen.getAllByTestId('guide-error')[0]!.textContent).toMatch(/^✗ Wrong .+✓ Right /);
  });
});
