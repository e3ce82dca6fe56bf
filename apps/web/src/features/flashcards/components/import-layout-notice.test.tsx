import type { ImportPreview } from '@app/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../../i18n/catalogues.ts';
import { withLanguage } from '../../../test/providers.tsx';
import { ImportLayoutNotice } from './import-layout-notice.tsx';

const alternating: ImportPreview = {
  title: 'T',
  cards: [
    { front: 'commute', back: 'đi lại' },
    { front: 'suburb', back: 'ngoại ô' },
  ],
  problems: [],
  layout: 'alternating',
};

beforeAll(async () => {
  await loadMessages('en');
});

describe('how pasted text was read', () => {
  it('says alternate lines were detected, with the count, and offers one card per line', () => {
    const onRead = vi.fn();
    render(<ImportLayoutNotice preview={alternating} asked="auto" busy={false} onRead={onRead} />, {
      wrapper: withLanguage('vi'),
    });
    expect(screen.getByRole('status').textContent).toContain(
      'Phát hiện thuật ngữ và định nghĩa nằm trên các dòng xen kẽ',
    );
    expect(screen.getByRole('status').textContent).toContain('2 thẻ');
    fireEvent.click(screen.getByRole('button', { name: 'Không phải? Đọc mỗi dòng là một thẻ' }));
    expect(onRead).toHaveBeenCalledWith('lines');
  });

  it('offers the way back after the learner chose lines, in English too', () => {
    const onRead = vi.fn();
    const lines = { ...alternating, cards: [], layout: 'lines' as const };
    render(<ImportLayoutNotice preview={lines} asked="lines" busy={false} onRead={onRead} />, {
      wrapper: withLanguage('en'),
    });
    fireEvent.click(
      screen.getByRole('button', { name: 'Read term and definition on alternate lines' }),
    );
    expect(onRead).toHaveBeenCalledWith('alternating');
  });

  it('shows nothing for text read as lines unasked', () => {
    const lines = { ...alternating, layout: 'lines' as const };
    const { container } = render(
      <ImportLayoutNotice preview={lines} asked="auto" busy={false} onRead={() => {}} />,
      { wrapper: withLanguage('vi') },
    );
    expect(container.textContent).toBe('');
  });
});
