import type { DroppedOp } from '@app/contracts';
import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { review, uuid } from '../lib/queue-test-fixtures.ts';
import type { SyncState } from '../lib/sync-queue.ts';
import { withLanguage } from '../../../test/providers.tsx';
import { SaveAlerts, SyncStatus, useRecovered } from './sync-notices.tsx';

const calm: SyncState = {
  pending: 0,
  pendingRatings: 0,
  failing: false,
  authNeeded: false,
  dropped: [],
  persistent: true,
  read: true,
};

function alerts(sync: Partial<SyncState>, more: { online?: boolean; recovered?: boolean } = {}) {
  const onSignIn = vi.fn();
  const onDismissDropped = vi.fn();
  const view = render(
    <>
      <SaveAlerts
        sync={{ ...calm, ...sync }}
        online={more.online ?? true}
        recovered={more.recovered ?? false}
        signInOpen={false}
        onSignIn={onSignIn}
        onDismissDropped={onDismissDropped}
      />
      <SyncStatus sync={{ ...calm, ...sync }} online={more.online ?? true} />
    </>,
    { wrapper: withLanguage() },
  );
  return { ...view, onSignIn, onDismissDropped };
}

const status = () => screen.getByTestId('sync-status').textContent;

describe('the saving notices', () => {
  it('say nothing when everything is saved', () => {
    const { container } = alerts({});
    expect(status()).toBe('');
    expect(container.querySelectorAll('[role="alert"], [role="status"]')).toHaveLength(0);
  });

  it('say "Đang lưu..." while results are on their way', () => {
    alerts({ pending: 2 });
    expect(status()).toBe('Đang lưu...');
  });

  it('say the learner is offline and how many results wait on this machine', () => {
    alerts({ pending: 4, pendingRatings: 3, failing: true }, { online: false });
    expect(screen.getByRole('status').textContent).toBe(
      'Bạn đang ngoại tuyến. 3 kết quả được giữ trên máy này và sẽ tự lưu khi có mạng trở lại.',
    );
    expect(status()).toBe('');
  });

  it('say a failed save will be retried', () => {
    alerts({ pending: 1, failing: true });
    expect(status()).toBe('Chưa lưu được kết quả. Sẽ tự thử lại khi có kết nối.');
  });

  it('say how many results wait for a sign-in, with the way to sign in again', async () => {
    const { onSignIn } = alerts({ pending: 3, pendingRatings: 2, authNeeded: true });
    expect(screen.getByTestId('sync-auth-needed').textContent).toBe(
      '2 kết quả đang chờ lưu vì phiên đăng nhập đã hết hạn.',
    );
    expect(status()).toBe('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Đăng nhập lại' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('say that results stay only in this tab when the browser keeps no storage', () => {
    alerts({ pending: 2, failing: true, persistent: false });
    expect(screen.getByRole('alert').textContent).toContain(
      'Trình duyệt này không cho giữ kết quả trên máy',
    );
  });

  it('name the results not saved and why, until dismissed', async () => {
    const s = uuid();
    const dropped: DroppedOp[] = [
      {
        op: review(s),
        status: 404,
        code: 'SESSION_NOT_FOUND',
        message: 'Không tìm thấy phiên học.',
      },
      {
        op: review(s),
        status: 404,
        code: 'SESSION_NOT_FOUND',
        message: 'Không tìm thấy phiên học.',
      },
      { op: null, status: 0, code: 'CORRUPT_ENTRY', message: 'unreadable queued op entry' },
      {
        op: review(s),
        status: 409,
        code: 'SESSION_COMPLETED',
        message: 'Phiên học này đã kết thúc.',
      },
    ];
    const { onDismissDropped } = alerts({ dropped });
    const notice = screen.getByRole('alert');
    expect(notice.querySelector('p')?.textContent).toBe('Không lưu được 4 kết quả học:');
    expect([...notice.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Bộ thẻ không còn được chia sẻ với bạn (hoặc đã bị xóa), nên các kết quả học của bộ thẻ này không được lưu.',
      'Một số kết quả giữ tạm trên máy bị hỏng, không đọc được nên đã bị bỏ.',
      'Phiên học này đã kết thúc.',
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Đã hiểu' }));
    expect(onDismissDropped).toHaveBeenCalledOnce();
  });

  it('say everything is saved once the trouble is over', () => {
    alerts({}, { recovered: true });
    expect(screen.getByRole('status').textContent).toBe('Đã lưu tất cả kết quả học.');
  });
});

describe('useRecovered', () => {
  it('says "all saved" after trouble only once the stored queue has been read', () => {
    const { result, rerender } = renderHook(
      ({ sync, online }: { sync: SyncState; online: boolean }) => useRecovered(sync, online),
      { initialProps: { sync: { ...calm, read: false }, online: false } },
    );
    expect(result.current).toBe(false);
    // back online before the page has read what an earlier visit left: nothing is known yet
    rerender({ sync: { ...calm, read: false }, online: true });
    expect(result.current).toBe(false);
    rerender({ sync: { ...calm, pending: 5, pendingRatings: 5 }, online: true });
    expect(result.current).toBe(false);
    rerender({ sync: calm, online: true });
    expect(result.current).toBe(true);
  });
});
