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
  cards: [{ front: 'resilient', back: 'kiên cường' }],
  problems: [
    problem({ line: 2, place: 'line', code: 'missingSeparator' }),
    problem({
      line: 3,
      place: 'note',
      code: 'imagesDropped',
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
      'Ghi chú 3: đã bỏ hình ảnh "cat.jpg" (không có trong gói) — bước này chưa nhập hình ảnh của thẻ, chỉ nhập chữ.',
    );
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
      'Note 3: images "cat.jpg" (not in the package) left out — this step does not import card images yet, only text.',
    );
  });
});
