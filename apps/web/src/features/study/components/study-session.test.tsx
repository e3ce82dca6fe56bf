/**
 * The study screen with its real write queue (IndexedDB from fake-indexeddb, the API client
 * over a stubbed fetch): the rating buttons and keys, and what the learner reads about saving
 * when results wait, the network is gone, the server fails, the session ended or the set is no
 * longer shared.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StudyState } from '../api/study.ts';
import { studyQueue } from '../api/study-writes.ts';
import { openSession } from '../hooks/study-reducer.ts';
import { uuid } from '../lib/queue-test-fixtures.ts';
import { withLanguage } from '../../../test/providers.tsx';
import { StudySession } from './study-session.tsx';
import type * as SessionModuleNs from '../../../lib/session.tsx';

type SessionModule = typeof SessionModuleNs;

vi.mock('../../../lib/session.tsx', async (importOriginal) => ({
  ...(await importOriginal<SessionModule>()),
  useSession: () => ({ data: { user: { email: 'hoa@example.com' } }, loading: false }),
}));

type Answer = { status: number; body?: unknown } | 'network-error' | 'never';
interface Sent {
  path: string;
  body: Record<string, unknown> | null;
}

let answer: (path: string) => Answer;
let sent: Sent[];
let online: boolean;
let userId: string;

const set = { id: uuid(), title: 'Từ vựng IELTS', color: 'blue' };
const cards = ['analyse', 'evidence', 'concept'].map((front, i) => ({
  id: uuid(),
  front,
  back: `nghĩa ${i + 1}`,
  frontImageUrl: null,
  backImageUrl: null,
  tags: [],
}));

function renderSession() {
  const data: StudyState = {
    set,
    cards: cards.map((card) => ({ ...card, review: null })),
    session: null,
  };
  const opened = openSession(data, new Date())!;
  return render(
    <MemoryRouter>
      <StudySession
        data={data}
        initial={opened.state}
        resumed={false}
        userId={userId}
        timeZone="UTC"
        schedule={{
          dayStartsAtHour: 4,
          scheduler: 'sm2',
          desiredRetention: 0.9,
          fsrsParameters: null,
        }}
        onStudyAgain={() => undefined}
      />
    </MemoryRouter>,
    { wrapper: withLanguage() },
  );
}

const progress = () => screen.getByTestId('study-progress').textContent;
const labels = () => screen.getAllByTestId('interval').map((e) => e.textContent);
const status = () => screen.getByTestId('sync-status').textContent;
const ratingsSent = () =>
  sent.filter((s) => s.path.endsWith('/reviews')).map((s) => s.body?.rating);
/**
 * The rating button the learner reads as `text` (jsdom trims the space before "(n)"), followed
 * by the interval it gives.
 */
const ratingButton = (text: string) =>
  screen.getByRole('button', {
    name: (_, element) => element.textContent?.startsWith(text) === true,
  });

/** Flips the card and rates it with the key, as a learner on a keyboard does. */
async function rateWithKeys(user: ReturnType<typeof userEvent.setup>, key: string) {
  await user.keyboard(' ');
  await user.keyboard(key);
}

function goOffline(value: boolean) {
  online = !value;
  act(() => void window.dispatchEvent(new Event(value ? 'offline' : 'online')));
}

beforeEach(() => {
  userId = uuid();
  sent = [];
  online = true;
  answer = () => ({ status: 200, body: {} });
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      sent.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
      const reply = answer(path);
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      if (reply === 'never') return new Promise<Response>(() => undefined);
      return new Response(JSON.stringify(reply.body ?? {}), {
        status: reply.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  studyQueue(userId).close();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the study screen', () => {
  it('shows the rating buttons only after the flip; buttons and keys 1-5 rate', async () => {
    const user = userEvent.setup();
    renderSession();
    expect(screen.queryByText('Thẻ này khó với bạn đến mức nào?')).toBeNull();
    expect(screen.queryAllByRole('button', { name: /Dễ/ })).toEqual([]);
    await user.keyboard('3'); // not flipped: nothing happens
    expect(progress()).toBe('Thẻ 1 / 3');

    await user.click(screen.getByRole('button', { name: 'Hiện đáp án' }));
    expect(screen.getByText('Thẻ này khó với bạn đến mức nào?')).toBeTruthy();
    for (const label of ['Rất khó (1)', 'Khó (2)', 'Trung bình (3)', 'Dễ (4)', 'Rất dễ (5)'])
      expect(ratingButton(label)).toBeTruthy();
    await user.click(ratingButton('Dễ (4)'));
    expect(progress()).toBe('Thẻ 2 / 3');
    expect(screen.queryByText('Thẻ này khó với bạn đến mức nào?')).toBeNull();

    // what each rating will do, under its name (issue 34 §3): a new card comes back in this
    // sitting when failed, else it is due in 1 day
    await user.keyboard(' ');
    expect(labels()).toEqual(['trong buổi này', 'trong buổi này', '1 ngày', '1 ngày', '1 ngày']);
    await user.keyboard('2');
    // Khó: the card comes back at the end (fewer than five others left), so 4 slots now
    expect(progress()).toBe('Thẻ 3 / 4');
    await rateWithKeys(user, '5');
    // the repeat is practice: failing again brings it back again, passing leaves it due tomorrow
    expect(progress()).toBe('Thẻ 4 / 4');
    expect(screen.getByTestId('practice-badge').textContent).toBe('Luyện lại');
    await user.keyboard(' ');
    expect(labels()).toEqual(['trong buổi này', 'trong buổi này', '1 ngày', '1 ngày', '1 ngày']);
    await user.keyboard('3');
    await waitFor(() => expect(ratingsSent()).toEqual([4, 2, 5, 3]));
    // a practice rating is sent without the state expected (the server reads it)
    const sentReviews = sent.filter((s) => s.path.endsWith('/reviews'));
    expect(sentReviews.map((s) => 'expected' in s.body!)).toEqual([true, true, true, false]);
    await waitFor(() => expect(status()).toBe(''));
    // three cards, four ratings; Dễ and Rất dễ were 2 of the 4: 50 %
    expect(screen.getByTestId('completion-total').textContent).toBe('3');
    expect(screen.getByTestId('completion-ratings').textContent).toBe('4');
    expect(screen.getByTestId('completion-easy-label').textContent).toBe('Chấm Dễ hoặc Rất dễ');
    expect(screen.getByTestId('completion-easy').textContent).toBe('50%');
  }, 20_000); // a whole session of clicks and keys: over 5 s on a loaded 2-core machine

  it('says "Đang lưu..." while a result is on its way', async () => {
    answer = () => 'never';
    const user = userEvent.setup();
    renderSession();
    await rateWithKeys(user, '4');
    expect(status()).toBe('Đang lưu...');
  });

  it('says the learner is offline and how many results wait, then that all is saved', async () => {
    answer = () => 'network-error';
    goOffline(true);
    const user = userEvent.setup();
    renderSession();
    expect(screen.getByTestId('sync-offline').textContent).toBe(
      'Bạn đang ngoại tuyến. Bạn vẫn học tiếp được: kết quả sẽ được giữ trên máy này và tự lưu khi có mạng trở lại.',
    );
    await rateWithKeys(user, '4');
    await rateWithKeys(user, '5');
    expect(screen.getByTestId('sync-offline').textContent).toBe(
      'Bạn đang ngoại tuyến. 2 kết quả được giữ trên máy này và sẽ tự lưu khi có mạng trở lại.',
    );
    expect(status()).toBe('');

    answer = () => ({ status: 200 });
    goOffline(false);
    await waitFor(() =>
      expect(screen.getByTestId('sync-saved').textContent).toBe('Đã lưu tất cả kết quả học.'),
    );
    expect(screen.queryByTestId('sync-offline')).toBeNull();
    expect(ratingsSent()).toContain(5);
  });

  it('says a result not saved yet will be retried when the server fails', async () => {
    answer = () => ({ status: 503, body: { error: { code: 'INTERNAL_ERROR', message: 'Lỗi' } } });
    const user = userEvent.setup();
    renderSession();
    await rateWithKeys(user, '3');
    await waitFor(() =>
      expect(status()).toBe('Chưa lưu được kết quả. Sẽ tự thử lại khi có kết nối.'),
    );
  });

  it('asks to sign in again when the session ended, and counts what waits', async () => {
    answer = () => ({ status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'x' } } });
    const user = userEvent.setup();
    renderSession();
    // the session's start meets the 401: the dialog opens over the card
    const title = await screen.findByRole('heading', { name: 'Phiên đăng nhập đã hết hạn' });
    expect(title).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Để sau' }));
    expect(screen.getByTestId('sync-auth-needed').textContent).toBe(
      'Kết quả học đang chờ lưu vì phiên đăng nhập đã hết hạn.',
    );
    await rateWithKeys(user, '4');
    expect(progress()).toBe('Thẻ 2 / 3');
    await waitFor(() =>
      expect(screen.getByTestId('sync-auth-needed').textContent).toBe(
        '1 kết quả đang chờ lưu vì phiên đăng nhập đã hết hạn.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Đăng nhập lại' })).toBeTruthy();
    expect(ratingsSent()).toEqual([]); // the start met the 401: the rating waits behind it
  });

  it('says which results were not saved because the set is no longer shared', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer = (path) =>
      path.endsWith('/reviews')
        ? {
            status: 404,
            body: { error: { code: 'SESSION_NOT_FOUND', message: 'Không tìm thấy phiên học.' } },
          }
        : { status: 201 };
    const user = userEvent.setup();
    renderSession();
    await rateWithKeys(user, '4');
    const notice = await screen.findByTestId('sync-dropped');
    expect(notice.querySelector('p')?.textContent).toBe('Không lưu được 1 kết quả học:');
    expect(notice.querySelector('li')?.textContent).toBe(
      'Bộ thẻ không còn được chia sẻ với bạn (hoặc đã bị xóa), nên các kết quả học của bộ thẻ này không được lưu.',
    );
    await user.click(screen.getByRole('button', { name: 'Đã hiểu' }));
    await waitFor(() => expect(screen.queryByTestId('sync-dropped')).toBeNull());
    // the study goes on, and the next result of that set is not saved either
    await rateWithKeys(user, '5');
    expect(progress()).toBe('Thẻ 3 / 3');
    expect((await screen.findByTestId('sync-dropped')).querySelector('p')?.textContent).toBe(
      'Không lưu được 1 kết quả học:',
    );
  });
});
