import { importProblemMessage, type ImportPreview, type ImportProblemDetail } from '@app/contracts';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../i18n/catalogues.ts';
import { withLanguage } from '../../../test/providers.tsx';
import { ImportPreviewList } from './import-preview.tsx';

const problem = (detail: ImportProblemDetail) => ({
  ...detail,
  message: importProblemMessage(detail),
});

const preview: ImportPreview = {
  title: 'Deck',
  cards: [
    { front: 'resilient', back: 'kiên cường' },
    { front: 'cat', back: 'con mèo', backImageUrl: '/api/files/users/u/cards/cat.webp' },
  ],
  problems: [
    problem({ line: 2, place: 'line', code: 'missingSeparator' }),
    problem({
      line: 3,
      place: 'note',
      code: 'imagesNotImported',
      files: [{ name: 'cat.jpg', missing: true }],
      moreFiles: false,
    }),
  ],
};

beforeAll(async () => {
  await loadMessages('en');
});

describe('the import preview lists its problems in the interface language', () => {
  it('in Vietnamese, as the server wrote them', () => {
    render(<ImportPreviewList preview={preview} onOpen={() => {}} />, {
      wrapper: withLanguage('vi'),
    });
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toContain(preview.problems[0]!.message);
    expect(items).toContain(
      'Ghi chú 3: không nhập được hình ảnh "cat.jpg" (không có trong gói) (thiếu, không đọc được, không phải JPEG, PNG, WebP hay GIF, hoặc quá 1000 ảnh) — thẻ được nhập không có hình này.',
    );
    expect(items).toContain(preview.problems[1]!.message);
    // a card image shows as a thumbnail beside its side
    const thumbnail = screen.getByRole('img', { name: 'Ảnh mặt sau của thẻ 2' });
    expect(thumbnail.getAttribute('src')).toBe('/api/files/users/u/cards/cat.webp');
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('in English', () => {
    render(<ImportPreviewList preview={preview} onOpen={() => {}} />, {
      wrapper: withLanguage('en'),
    });
    screen.getByText('2 items to check');
    screen.getByText(
      'Line 2: no separator between term and definition was found — this line is skipped.',
    );
    screen.getByText(
      'Note 3: could not import images "cat.jpg" (not in the package) (missing, unreadable, not a JPEG, PNG, WebP or GIF, or past 1000 images) — the card is imported without it.',
    );
    screen.getByRole('img', { name: 'Card 2 back image' });
  });
});
