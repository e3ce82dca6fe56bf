/**
 * FSRS's optimiser in the settings (issue 19 §2 "Tối ưu tham số"), in the built server with its
 * bundled worker: a learner on FSRS with a short log sees why the button waits (400 reviews);
 * their log then holds nine days of reviews of 45 cards (written into the server's PGlite data
 * directory while the server is stopped, as months of study would have left it), and one click
 * fits their parameters, shows the log loss before and after, and says the new ones are in use;
 * a second click finds nothing better and keeps them; "Về tham số mặc định" goes back.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot, viewportScreenshot } from '../helpers/browser.ts';
import { signedUpPage } from '../helpers/learner.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

const CARDS = 45;
const DAYS = 9;

/**
 * Nine days of first ratings of every card of the learner's set, oldest first (identity order),
 * with their SM-2 state after the last: every third card is often forgotten, the rest known.
 */
async function writeReviewLog(dataDir: string, email: string): Promise<void> {
  const db = await PGlite.create({ dataDir: join(dataDir, 'pgdata'), extensions: { pg_trgm } });
  try {
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into review_logs
           (client_event_id, user_id, flashcard_id, flashcard_set_id, kind, rating, reviewed_at)
         select gen_random_uuid(), u.id, f.id, f.set_id, 'review',
                case when f.position % 3 = 0 then (case when (f.position + d) % 2 = 0 then 1 else 3 end)
                     when (f.position * 7 + d) % 11 = 0 then 2 else 4 end,
                now() - make_interval(days => $2 - d)
         from users u
         join flashcard_sets s on s.user_id = u.id
         join flashcards f on f.set_id = s.id
         cross join generate_series(1, $2) d
         where u.email = $1
         order by d, f.position`,
        [email, DAYS],
      );
      await tx.query(
        `insert into card_reviews
           (user_id, flashcard_id, flashcard_set_id, difficulty_rating, easiness_factor,
            interval_days, repetition_count, next_review_date, last_reviewed_at, total_reviews)
         select l.user_id, l.flashcard_id, l.flashcard_set_id, l.rating, 2.5, 1, $2,
                l.reviewed_at + interval '1 day', l.reviewed_at, $2
         from review_logs l
         join users u on u.id = l.user_id
         where u.email = $1 and l.reviewed_at > now() - interval '1 hour'`,
        [email, DAYS],
      );
    });
  } finally {
    await db.close();
  }
}

describe('FSRS optimiser in the settings', () => {
  let dataDir: string;
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let email: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ielts-e2e-fsrs-'));
    server = await startServer({}, dataDir);
    browser = await launchBrowser();
    ({ page, errors, email } = await signedUpPage(
      browser,
      server.url,
      { name: 'Tối Ưu' },
      { width: 360, height: 740 },
    ));
    const created = await page.request.post(`${server.url}/api/sets`, {
      headers: { origin: server.url },
      data: {
        title: 'Nhật ký dài',
        cards: Array.from({ length: CARDS }, (_, i) => ({
          front: `word ${i + 1}`,
          back: `nghĩa ${i + 1}`,
        })),
      },
    });
    expect(created.status()).toBe(201);
  });

  afterAll(async () => {
    await browser?.close();
    expect(await server?.stop()).toBe(0);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('waits for 400 reviews, and says so, once FSRS is chosen', async () => {
    await page.goto(`${server.url}/dashboard/settings`);
    await page.getByTestId('pref-scheduler').selectOption('fsrs');
    await page.getByRole('button', { name: 'Lưu', exact: true }).click();
    await page.getByText('Đã lưu cài đặt học tập.').waitFor();
    const block = page.getByTestId('fsrs-optimizer');
    await block.getByText('Cần ít nhất 400 lượt ôn để tối ưu tham số (hiện có 0).').waitFor();
    expect(await block.getByTestId('fsrs-in-use').textContent()).toBe(
      'Đang dùng tham số mặc định của FSRS-6.',
    );
    expect(await block.getByRole('button', { name: 'Tối ưu tham số' }).isDisabled()).toBe(true);
  });

  it('fits the parameters on a long log, shows the log loss and keeps the better ones', async () => {
    expect(await server.stop()).toBe(0);
    await writeReviewLog(dataDir, email);
    server = await startServer({}, dataDir);
    // the session cookie belongs to localhost, whatever the port
    await page.goto(`${server.url}/dashboard/settings`);
    const block = page.getByTestId('fsrs-optimizer');
    await block.getByText(`Nhật ký của bạn có ${CARDS * DAYS} lượt ôn`, { exact: false }).waitFor();

    await block.getByRole('button', { name: 'Tối ưu tham số' }).click();
    const result = block.getByTestId('fsrs-result');
    await result.filter({ hasText: 'Đã áp dụng tham số mới.' }).waitFor();
    const [, before, after] = /trước ([\d,]+), sau ([\d,]+)/.exec((await result.textContent())!)!;
    const number = (text: string | undefined) => Number(text!.replace(',', '.'));
    expect(number(after)).toBeLessThan(number(before));
    await block
      .getByTestId('fsrs-in-use')
      .filter({ hasText: `tối ưu từ ${CARDS * DAYS} lượt ôn` })
      .waitFor();
    await block.scrollIntoViewIfNeeded();
    await viewportScreenshot(page, '194-settings-fsrs-optimised-360');

    const preferences = (await (
      await page.request.get(`${server.url}/api/account/preferences`)
    ).json()) as { fsrsParameters: number[] | null };
    expect(preferences.fsrsParameters).toHaveLength(21);

    // the same log again: nothing better, the parameters in use are kept
    await block.getByRole('button', { name: 'Tối ưu tham số' }).click();
    await result
      .filter({ hasText: 'Tham số mới không tốt hơn nên tham số cũ được giữ nguyên.' })
      .waitFor();
    expect(await block.getByTestId('fsrs-in-use').textContent()).toContain(
      `tối ưu từ ${CARDS * DAYS} lượt ôn`,
    );
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, '195-settings-fsrs-kept-1366-dark');
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('goes back to the default parameters', async () => {
    const block = page.getByTestId('fsrs-optimizer');
    await block.getByRole('button', { name: 'Về tham số mặc định' }).click();
    await block
      .getByTestId('fsrs-in-use')
      .filter({ hasText: 'Đang dùng tham số mặc định của FSRS-6.' })
      .waitFor();
    expect(await block.getByRole('button', { name: 'Về tham số mặc định' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
