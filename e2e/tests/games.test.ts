/**
 * Games (issue 8): the hub, and the quiz played to its results by reading the answers from the
 * set the test made; the score shown must be the spec's formula for that play (§9: the average
 * of accuracy and 100 − seconds / 3).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screenshot } from '../helpers/browser.ts';
import { closeLearnerRun, openLearnerRun } from '../helpers/learner.ts';
import type { RunningServer } from '../helpers/server.ts';

const CARDS = [
  { front: 'resilient', back: 'kiên cường' },
  { front: 'scarce', back: 'khan hiếm' },
  { front: 'ubiquitous', back: 'phổ biến khắp nơi' },
  { front: 'meticulous', back: 'tỉ mỉ' },
];

describe('games', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  /** Game results the page saved (POST /api/games/results answered 2xx). */
  let savedResults = 0;
  let savedAtStart = 0;
  /**
   * Waits until the game this test played has saved its result: the next test's page.goto
   * would cancel a save still on its way, and the hub's best scores must have every game.
   */
  const resultSaved = () => expect.poll(() => savedResults).toBe(savedAtStart + 1);

  beforeEach(() => {
    savedAtStart = savedResults;
  });

  beforeAll(async () => {
    ({ server, browser, page, errors } = await openLearnerRun(
      { name: 'Chơi' },
      {
        width: 360,
        height: 780,
      },
    ));
    const created = await page.request.post(`${server.url}/api/sets`, {
      headers: { origin: server.url },
      data: { title: 'Từ để chơi', cards: CARDS },
    });
    expect(created.status()).toBe(201);
    const five = await page.request.post(`${server.url}/api/sets`, {
      headers: { origin: server.url },
      data: { title: 'Năm từ', cards: [...CARDS, { front: 'coherent', back: 'mạch lạc' }] },
    });
    expect(five.status()).toBe(201);
    page.on('response', (response) => {
      const saved = response.url().endsWith('/api/games/results') && response.ok();
      if (saved && response.request().method() === 'POST') savedResults += 1;
    });
  });

  afterAll(() => closeLearnerRun(server, browser));

  it('shows the hub and plays the quiz to a score that follows the spec formula', async () => {
    await page.goto(`${server.url}/dashboard/games`);
    await page.getByTestId('game-card').first().waitFor();
    expect(await page.getByTestId('game-card').count()).toBe(6);
    await screenshot(page, '80-games-hub-360');
    await page.getByRole('link', { name: 'Chơi Trắc nghiệm' }).click();
    await page.getByRole('button', { name: /Từ để chơi/ }).click();
    await page.getByRole('button', { name: 'Bắt đầu' }).click();

    const answers = new Map(
      CARDS.flatMap((c) => [
        [c.front, c.back],
        [c.back, c.front],
      ]),
    );
    for (let n = 1; n <= CARDS.length; n += 1) {
      await page
        .getByTestId('quiz-progress')
        .filter({ hasText: `Câu ${n} / 4` })
        .waitFor();
      const prompt = (await page.getByTestId('quiz-prompt').textContent())!;
      if (n === 1) await screenshot(page, '81-quiz-question-360');
      await page.getByRole('radio', { name: new RegExp(`${answers.get(prompt)}$`) }).click();
      await page.getByRole('button', { name: 'Xác nhận' }).click();
      await page.getByText('Chính xác!').waitFor();
      await page
        .getByRole('button', { name: n === CARDS.length ? 'Hoàn thành' : 'Câu tiếp theo' })
        .click();
    }

    const seconds = Number.parseInt((await page.getByTestId('quiz-seconds').textContent())!, 10);
    const expected = Math.round((100 + Math.max(0, 100 - seconds / 3)) / 2);
    expect(await page.getByTestId('quiz-accuracy').textContent()).toBe('100%');
    expect(await page.getByTestId('quiz-score').textContent()).toBe(String(expected));
    await screenshot(page, '82-quiz-results-360');

    await page.getByRole('button', { name: 'Chơi lại' }).click();
    await page.getByTestId('quiz-progress').filter({ hasText: 'Câu 1 / 4' }).waitFor();
    // a wrong answer is shown as wrong, with the keyboard
    const prompt = (await page.getByTestId('quiz-prompt').textContent())!;
    const options = await page.getByRole('radio').allTextContents();
    const wrong = options.findIndex((text) => !text.endsWith(answers.get(prompt)!));
    await page.keyboard.press(String(wrong + 1));
    await page.keyboard.press('Enter');
    await page.getByText('Sai rồi!').waitFor();
    await resultSaved();
    expect(errors).toEqual([]);
  });

  it('plays the spelling bee: a typo costs a life and shows the diff, points follow 20 + 5 × streak', async () => {
    const words = new Map(
      [...CARDS, { front: 'coherent', back: 'mạch lạc' }].map((c) => [c.back, c.front]),
    );
    await page.goto(`${server.url}/dashboard/games`);
    await page.getByRole('link', { name: 'Chơi Đánh vần' }).click();
    await page.getByRole('button', { name: /Năm từ/ }).click();
    await page.getByRole('button', { name: 'Bắt đầu' }).click();
    const input = page.getByLabel('Gõ từ tiếng Anh');
    let missed = '';
    for (let n = 1; n <= 5; n += 1) {
      await page
        .getByTestId('bee-progress')
        .filter({ hasText: `Từ ${n} / 5` })
        .waitFor();
      const word = words.get((await page.getByTestId('bee-definition').textContent())!)!;
      if (n === 1) missed = word;
      // the first word typed with its last two letters swapped
      await input.fill(n === 1 ? word.slice(0, -2) + word.at(-1) + word.at(-2) : word);
      await input.press('Enter');
      if (n === 1) {
        await page.getByText('Sai rồi!').waitFor();
        await page.getByTestId('spelling-diff').waitFor();
        await screenshot(page, '83-spelling-bee-diff-360');
      } else {
        await page.getByText(`Chính xác! +${20 + 5 * (n - 2)}`).waitFor();
      }
      await input.press('Enter');
    }
    await page.getByTestId('result-title').filter({ hasText: 'Xuất sắc!' }).waitFor();
    expect(await page.getByTestId('result-score').textContent()).toBe(String(20 + 25 + 30 + 35));
    expect(await page.getByTestId('result-accuracy').textContent()).toBe('80%');

    // The missed word goes to the review list; studying the set shows it first.
    const offer = page.getByTestId('review-offer');
    expect(await offer.textContent()).toContain(missed);
    await offer.getByRole('button', { name: 'Thêm vào danh sách ôn tập' }).click();
    await offer.getByRole('link', { name: 'Học ngay' }).click();
    await page.getByTestId('review-first-notice').waitFor();
    expect(await page.getByTestId('review-first-notice').textContent()).toContain('1 từ');
    expect(await page.getByTestId('card-front').textContent()).toBe(missed);
    await screenshot(page, '84-study-review-first-360');
    await resultSaved();
    expect(errors).toEqual([]);
  });

  it('dictation without an English voice says so before the start and offers the spelling bee', async () => {
    // no voice at all, whatever this browser has (a later init script may add one)
    await page.addInitScript(() => {
      window.speechSynthesis.getVoices = () => [];
    });
    await page.goto(`${server.url}/dashboard/games`);
    await page.getByRole('link', { name: 'Chơi Nghe chép chính tả' }).click();
    await page.getByRole('button', { name: /Năm từ/ }).click();
    const notice = page.getByTestId('no-voice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('không có giọng đọc tiếng Anh');
    expect(await page.getByRole('button', { name: 'Bắt đầu' }).isVisible()).toBe(true);
    await screenshot(page, '84a-dictation-no-voice-360');
    await notice.getByRole('link', { name: 'Chơi Đánh vần với bộ này' }).click();
    // the spelling bee opens with the same set: its instructions, no set picker
    await page.getByRole('heading', { name: 'Đánh vần', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Năm từ', level: 2 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/games/spelling-bee');
    await page.getByRole('button', { name: 'Bắt đầu' }).click();
    await page.getByTestId('bee-progress').filter({ hasText: 'Từ 1 / 5' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('plays the dictation: the spoken word typed back, replays cost 5 points', async () => {
    // what the browser is asked to say is recorded (headless Chromium has no voice to hear),
    // and the browser is given an English voice so the game does not offer the spelling bee
    await page.addInitScript(() => {
      const spoken: string[] = [];
      (window as unknown as { spoken: string[] }).spoken = spoken;
      window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) => {
        spoken.push(`${utterance.text}|${utterance.lang}|${utterance.rate}`);
      };
      const voice = { lang: 'en-US', name: 'Test English', default: true, localService: true };
      window.speechSynthesis.getVoices = () => [{ ...voice, voiceURI: 'test-en' }];
    });
    await page.goto(`${server.url}/dashboard/games`);
    await page.getByRole('link', { name: 'Chơi Nghe chép chính tả' }).click();
    await page.getByRole('button', { name: /Năm từ/ }).click();
    await page.getByRole('button', { name: 'Bắt đầu' }).click();
    expect(await page.getByTestId('no-voice').count()).toBe(0);
    const input = page.getByLabel('Gõ từ bạn nghe được');
    const lastSpoken = async () => {
      const spoken = await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);
      return spoken.at(-1)!.split('|');
    };
    const expected = [25, 25, 35, 40, 45];
    for (let n = 1; n <= 5; n += 1) {
      await page
        .getByTestId('dictation-progress')
        .filter({ hasText: `Từ ${n} / 5` })
        .waitFor();
      await expect
        .poll(
          async () =>
            await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken.length),
        )
        .toBeGreaterThanOrEqual(n);
      const [word, lang, rate] = await lastSpoken();
      // the utterance keeps its rate as a float32
      expect(lang).toBe('en-US');
      expect(Number(rate)).toBeCloseTo(0.8, 5);
      if (n === 2) await page.getByRole('button', { name: /Nghe lại/ }).click();
      await input.fill(word!);
      await input.press('Enter');
      await page.getByText(`Chính xác! +${expected[n - 1]}`).waitFor();
      await input.press('Enter');
    }
    await page.getByTestId('result-title').filter({ hasText: 'Xuất sắc!' }).waitFor();
    expect(await page.getByTestId('result-score').textContent()).toBe('170');
    await screenshot(page, '84-dictation-results-360');
    await resultSaved();
    expect(errors).toEqual([]);
  });

  it('plays the word builder with the keyboard: a hint costs 15, points follow spec §9', async () => {
    const words = new Map(
      [...CARDS, { front: 'coherent', back: 'mạch lạc' }].map((c) => [c.back, c.front]),
    );
    await page.goto(`${server.url}/dashboard/games`);
    await page.getByRole('link', { name: 'Chơi Ghép chữ' }).click();
    await page.getByRole('button', { name: /Năm từ/ }).click();
    await page.getByRole('button', { name: 'Bắt đầu' }).click();
    // added and shown (issue 34 §12): max(30 + 5 × streak after − 15 × hints, 10)
    const added = [20, 40, 45, 50, 55];
    for (let n = 1; n <= 5; n += 1) {
      await page
        .getByTestId('builder-progress')
        .filter({ hasText: `Từ ${n} / 5` })
        .waitFor();
      const word = words.get((await page.getByTestId('builder-clue').textContent())!)!;
      if (n === 1) {
        await page.getByRole('button', { name: 'Gợi ý (−15 điểm)' }).click();
        await page.keyboard.type(word.slice(1));
        await screenshot(page, '85-word-builder-360');
      } else {
        await page.keyboard.type(word);
      }
      await page.keyboard.press('Enter');
      await page.getByText(`Chính xác! +${added[n - 1]}`).waitFor();
      expect(await page.getByTestId('builder-score').textContent()).toBe(
        `${added.slice(0, n).reduce((a, b) => a + b, 0)} điểm`,
      );
      await page.keyboard.press('Enter');
    }
    await page.getByTestId('result-title').filter({ hasText: 'Xuất sắc!' }).waitFor();
    expect(await page.getByTestId('result-score').textContent()).toBe(
      String(added.reduce((a, b) => a + b, 0)),
    );
    await resultSaved();
    expect(errors).toEqual([]);
  });

  it('plays matching from memory: perfect play gives the spec score for the time taken', async () => {
    const pairOf = new Map(
      CARDS.flatMap((c) => [
        [c.front, c.back],
        [c.back, c.front],
      ]),
    );
    await page.goto(`${server.url}/dashboard/games`);
    await page.getByRole('link', { name: 'Chơi Ghép cặp' }).click();
    await page.getByRole('button', { name: /Từ để chơi/ }).click();
    // 4 cards: only 'Dễ' (4 pairs) is offered
    await page.getByRole('button', { name: 'Dễ (4 cặp)' }).waitFor();
    expect(await page.getByRole('button', { name: /cặp\)$/ }).allTextContents()).toEqual([
      'Dễ (4 cặp)',
    ]);
    await page.getByRole('button', { name: 'Bắt đầu' }).click();
    // memorise the board while it is face up, as a learner does
    const tiles = page.getByTestId('matching-board').getByRole('button');
    await page.getByTestId('matching-status').filter({ hasText: 'Ghi nhớ' }).waitFor();
    const board = await tiles.allTextContents();
    expect(board).toHaveLength(8);
    await page.getByTestId('matching-status').filter({ hasText: '0 / 4 cặp' }).waitFor();
    await screenshot(page, '86-matching-360');
    const done = new Set<number>();
    for (let i = 0; i < board.length; i += 1) {
      if (done.has(i)) continue;
      const j = board.findIndex((text, k) => k !== i && text === pairOf.get(board[i]!));
      await tiles.nth(i).click();
      await tiles.nth(j).click();
      done.add(i).add(j);
      // the last pair ends the game: the results replace the board
      if (done.size < board.length) {
        const status = `${done.size / 2} / 4 cặp`;
        await page.getByTestId('matching-status').filter({ hasText: status }).waitFor();
      }
    }
    await page.getByTestId('matching-score').waitFor();
    const seconds = Number.parseInt(
      (await page.getByTestId('matching-seconds').textContent())!,
      10,
    );
    expect(await page.getByTestId('matching-attempts').textContent()).toBe('4');
    expect(await page.getByTestId('matching-accuracy').textContent()).toBe('100%');
    expect(await page.getByTestId('matching-score').textContent()).toBe(
      String(Math.round((100 + Math.max(0, 100 - seconds / 2)) / 2)),
    );
    await resultSaved();
    expect(errors).toEqual([]);
  });

  it('plays word search: finds each word in the grid by clicking and by dragging', async () => {
    // The page's clock is held still, so the seconds at each find are known exactly.
    await page.clock.install();
    await page.goto(`${server.url}/dashboard/games`);
    await page.getByRole('link', { name: 'Chơi Tìm từ' }).click();
    await page.getByRole('button', { name: /Từ để chơi/ }).click();
    // the set's cards load first: TanStack Query tells React on a setTimeout, which a paused
    // clock would hold back for good (a loaded run paused before the cards came)
    const start = page.getByRole('button', { name: 'Bắt đầu' });
    await start.waitFor();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await start.click();
    const cells = page.getByTestId('ws-grid').getByRole('button');
    await cells.first().waitFor();
    const letters = await cells.allTextContents();
    const size = Math.round(Math.sqrt(letters.length));
    expect(size).toBe(10);
    const at = (r: number, c: number) => letters[r * size + c];
    /** Where a word lies in the grid (easy: rows and columns, either way). */
    const locate = (word: string) => {
      for (let r = 0; r < size; r += 1)
        for (let c = 0; c < size; c += 1)
          for (const [dr, dc] of [
            [0, 1],
            [1, 0],
            [0, -1],
            [-1, 0],
          ] as const) {
            const path = [...word].map((_, i) => [r + dr * i, c + dc * i] as const);
            if (
              path.every(
                ([pr, pc], i) =>
                  pr >= 0 && pc >= 0 && pr < size && pc < size && at(pr, pc) === word[i],
              )
            )
              return path.map(([pr, pc]) => pr * size + pc);
          }
      throw new Error(`${word} is not in the grid`);
    };
    const listed = await page.getByTestId('ws-words').getByRole('listitem').allTextContents();
    const words = listed.map((line) =>
      line
        .split(' — ')[0]!
        .toUpperCase()
        .replace(/[^A-Z]/g, ''),
    );
    expect(words).toHaveLength(3);
    await screenshot(page, '87-word-search-360');
    // found at 0 s, 7 s and 37 s after the start
    const secondsAtFind = [0, 7, 37];
    for (const [n, word] of words.entries()) {
      if (n > 0) await page.clock.runFor((secondsAtFind[n]! - secondsAtFind[n - 1]!) * 1000);
      const path = locate(word);
      if (n < 2) {
        for (const index of path) await cells.nth(index).click();
        await page.getByRole('button', { name: 'Xác nhận' }).click();
      } else {
        await page.getByRole('button', { name: 'Kéo chọn' }).click();
        const box = async (index: number) => (await cells.nth(index).boundingBox())!;
        const first = await box(path[0]!);
        await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2);
        await page.mouse.down();
        for (const index of path.slice(1)) {
          const b = await box(index);
          await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 3 });
        }
        await page.mouse.up();
      }
      if (n < 2)
        await page
          .getByTestId('ws-progress')
          .filter({ hasText: `${n + 1} / 3 từ` })
          .waitFor();
    }
    await page.getByTestId('ws-final-score').waitFor();
    expect(await page.getByTestId('ws-found').textContent()).toBe('3');
    const score = Number(await page.getByTestId('ws-final-score').textContent());
    // spec §9, each word found: 10 × letters + max(0, 100 − seconds) (no hint used)
    const expected = words.reduce(
      (sum, w, n) => sum + 10 * w.length + Math.max(0, 100 - secondsAtFind[n]!),
      0,
    );
    expect(score).toBe(expected);
    expect(Number.parseInt((await page.getByTestId('ws-seconds').textContent())!, 10)).toBe(37);
    await page.clock.resume();
    await resultSaved();
    expect(errors).toEqual([]);
  });

  it('scales word search grids to a 360 × 640 phone: cells of 24 px or more, nothing scrolls sideways', async () => {
    await page.setViewportSize({ width: 360, height: 640 });
    try {
      for (const [level, size, least] of [
        ['Dễ', 10, 32],
        ['Trung bình', 12, 28],
        ['Khó', 15, 24],
      ] as const) {
        await page.goto(`${server.url}/dashboard/games/word-search`);
        await page.getByRole('button', { name: /Từ để chơi/ }).click();
        await page.getByRole('button', { name: new RegExp(`^${level} \\(`) }).click();
        await page.getByRole('button', { name: 'Bắt đầu' }).click();
        const cells = page.getByTestId('ws-grid').getByRole('button');
        await cells.first().waitFor();
        expect(await cells.count()).toBe(size * size);
        // every cell of the first row on screen, at least `least` px, without scrolling
        const row = await page.evaluate(
          (n) =>
            [...document.querySelectorAll('[data-testid="ws-grid"] button')]
              .slice(0, n)
              .map((cell) => cell.getBoundingClientRect().toJSON() as DOMRect),
          size,
        );
        for (const box of row) {
          expect(box.width).toBeGreaterThanOrEqual(least);
          expect(box.height).toBeGreaterThanOrEqual(least);
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(360);
        }
        // selecting a line along the last column: the page never scrolls sideways
        await cells.nth(size - 1).click();
        await cells.nth(2 * size - 1).click();
        expect(await cells.nth(size - 1).getAttribute('aria-pressed')).toBe('true');
        const page360 = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
          x: window.scrollX,
        }));
        expect(page360.scroll).toBeLessThanOrEqual(page360.client);
        expect(page360.x).toBe(0);
        if (level !== 'Dễ') await screenshot(page, `88-word-search-${size}-360x640`);
      }
      expect(errors).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 360, height: 780 });
    }
  });

  it('shows the best score of each game played on the hub', async () => {
    await page.goto(`${server.url}/dashboard/games`);
    const quiz = page.getByTestId('game-card').filter({ hasText: 'Trắc nghiệm' });
    await quiz.getByTestId('best-score').waitFor();
    expect(await page.getByTestId('best-score').count()).toBe(6);
  });

  it('speaks English on the English interface: the hub and a game without Vietnamese', async () => {
    const vietnamese = /[ăâđêôơưàảãáạằẳẵắặầẩẫấậèẻẽéẹềểễếệìỉĩíịòỏõóọồổỗốộờởỡớợùủũúụừửữứựỳỷỹýỵ]/i;
    const setLanguage = async (language: 'vi' | 'en') => {
      const saved = await page.request.patch(`${server.url}/api/account/preferences`, {
        headers: { origin: server.url },
        data: { language },
      });
      expect(saved.ok()).toBe(true);
      await page.evaluate((value) => localStorage.setItem('language', value), language);
    };
    await setLanguage('en');
    try {
      await page.goto(`${server.url}/dashboard/games`);
      await page.getByRole('heading', { name: 'Vocabulary games' }).waitFor();
      expect(await page.getByTestId('games-hub').innerText()).not.toMatch(vietnamese);
      await screenshot(page, '89-games-hub-en-360');
      await page.getByRole('link', { name: 'Play Word search' }).click();
      await page.getByRole('button', { name: /Từ để chơi/ }).click();
      await page.getByRole('button', { name: /^Hard \(15×15, 7 words\)$/ }).click();
      // the set's title is the learner's data, in Vietnamese by nature
      const shell = page.getByTestId('game-page');
      await page.getByText('How to play').waitFor();
      expect((await shell.innerText()).replace('Từ để chơi', '')).not.toMatch(vietnamese);
      await page.getByRole('button', { name: 'Start' }).click();
      await page
        .getByTestId('ws-progress')
        .filter({ hasText: /^0 \/ \d+ words$/ })
        .waitFor();
      await page.getByRole('button', { name: 'Hint (−20 points)' }).waitFor();
      // the word list holds the cards' Vietnamese meanings (data); the rest is English
      const text = await shell.evaluate((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelector('[data-testid="ws-words"]')?.remove();
        return copy.textContent;
      });
      expect(text).not.toMatch(vietnamese);
      await screenshot(page, '89-word-search-en-360');
      expect(errors).toEqual([]);
    } finally {
      await setLanguage('vi');
    }
  });
});
