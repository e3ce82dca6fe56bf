/**
 * The estimated band per criterion (issue 23 §3): the server runs with LLM_URL pointing at a
 * fake OpenAI-compatible chat-completions API served from this test on 127.0.0.1, which answers
 * the real response shape (`choices[0].message.content` holding the JSON asked for). A learner
 * submits an essay in Writing Test 1, sees the estimate section with its label, asks for the
 * estimate and reads each criterion's band, reason and sentence to improve, and the overall band
 * (360 px). Then the model hangs: the button is busy and says so until the time limit, and the
 * page says the model took too long while the rest of the feedback stays (1366 px, dark too).
 * Last, a saved Speaking attempt's results page estimates its transcripts on three criteria.
 */
import http from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from '../helpers/browser.ts';
import { closeLearnerRun, signedUpPage } from '../helpers/learner.ts';
import { submitEssay } from '../helpers/ielts-attempts.ts';
import { closeFake, listenFake, startServer, type RunningServer } from '../helpers/server.ts';

const ESSAY =
  'Working from home is a important change for many companies. Employees save time, and employers save money on offices. However, some workers feel lonely.';

interface ChatRequest {
  model: string;
  messages: { role: string; content: string }[];
}

/** The reply: every criterion asked for (the system message's rule) with band 6.5 or 7. */
function reply(request: ChatRequest): string {
  const system = request.messages[0]!.content;
  const rule = /one item per criterion, in this order: ([^;]+);/.exec(system)!;
  const criteria = [...rule[1]!.matchAll(/"(\w+)"/g)].map((m) => m[1]!);
  const text = /<<<\n([\s\S]*)\n>>>/.exec(request.messages[1]!.content)![1]!;
  const quote = /Answer: ([^.]*\.)/.exec(text)?.[1] ?? /^[^.]*\./.exec(text)![0];
  return JSON.stringify({
    criteria: criteria.map((criterion, i) => ({
      criterion,
      band: i % 2 === 0 ? 6.5 : 7,
      reason: `Bài có ý rõ ràng nhưng cần phát triển thêm (${criterion}).`,
      quote,
    })),
  });
}

describe('IELTS estimated band through a language model', () => {
  let model: http.Server;
  let hanging = false;
  const received: ChatRequest[] = [];
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    model = http.createServer((req, res) => {
      let raw = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (raw += chunk));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end('{"error":{"message":"not found"}}');
          return;
        }
        const request = JSON.parse(raw) as ChatRequest;
        received.push(request);
        if (hanging) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-1',
            object: 'chat.completion',
            created: 1_764_201_600,
            model: request.model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: reply(request) },
                finish_reason: 'stop',
              },
            ],
            usage: { prompt_tokens: 1500, completion_tokens: 200, total_tokens: 1700 },
          }),
        );
      });
    });
    const fakeUrl = await listenFake(model);
    server = await startServer({
      LLM_URL: `${fakeUrl}/v1`,
      LLM_MODEL: 'llama3.1',
      LLM_TIMEOUT_MS: '3000',
    });
    browser = await launchBrowser();
    ({ page, errors } = await signedUpPage(
      browser,
      server.url,
      { name: 'Người ước lượng' },
      { width: 360, height: 780 },
    ));
  });

  afterAll(async () => {
    await closeLearnerRun(server, browser);
    await closeFake(model);
  });

  const writeAndSubmit = (testName: RegExp) => submitEssay(page, server.url, testName, ESSAY);

  it('estimates each criterion of an essay with its label', async () => {
    await writeAndSubmit(/^Bắt đầu Writing Test 1:/);
    const section = page.getByTestId('band-estimate');
    await section.waitFor();
    expect(await section.getByTestId('estimate-label').textContent()).toBe(
      'ước lượng — không phải điểm của giám khảo',
    );
    expect(received).toEqual([]); // nothing is asked before the learner presses
    await section.getByRole('button', { name: 'Ước lượng band' }).click();
    await section.getByTestId('estimate-result').waitFor();

    expect(received).toHaveLength(1);
    expect(received[0]!.model).toBe('llama3.1');
    expect(received[0]!.messages[1]!.content).toContain(ESSAY);
    const cards = section.getByTestId('estimate-criterion');
    expect(await cards.count()).toBe(4);
    const first = cards.first();
    expect(await first.locator('h3').textContent()).toBe('Trả lời đúng yêu cầu đề (Task Response)');
    expect(await first.getByTestId('estimate-band').textContent()).toBe('Band 6,5');
    expect(await first.getByTestId('estimate-reason').textContent()).toBe(
      'Bài có ý rõ ràng nhưng cần phát triển thêm (taskResponse).',
    );
    expect(await first.getByTestId('estimate-quote').textContent()).toBe(
      'Working from home is a important change for many companies.',
    );
    expect(await cards.nth(1).getByTestId('estimate-band').textContent()).toBe('Band 7,0');
    // mean of 6.5, 7, 6.5, 7 = 6.75 → 7
    expect(await section.getByTestId('estimate-overall').textContent()).toBe('7,0');
    expect(await section.getByTestId('estimate-model').textContent()).toBe('Mô hình: llama3.1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, '230-ielts-estimate-writing-360');
    expect(errors).toEqual([]);
  });

  it('shows the wait, then says the model took too long; the feedback stays; 1366 px, dark', async () => {
    hanging = true;
    await page.setViewportSize({ width: 1366, height: 900 });
    await writeAndSubmit(/^Bắt đầu Writing Test 2:/);
    const section = page.getByTestId('band-estimate');
    await section.getByRole('button', { name: 'Ước lượng band' }).click();
    const button = section.getByTestId('estimate-button');
    expect(await button.getAttribute('aria-busy')).toBe('true');
    expect(await button.isDisabled()).toBe(true);
    expect(await section.getByRole('status').textContent()).toBe(
      'Đang ước lượng… (có thể mất đến một phút)',
    );
    await screenshot(page, '231-ielts-estimate-waiting-1366');
    await section.getByTestId('estimate-error').waitFor({ timeout: 15_000 });
    expect(await section.getByTestId('estimate-error').textContent()).toBe(
      'Mô hình ước lượng band trả lời quá lâu. Các nhận xét khác vẫn dùng được; hãy thử lại sau.',
    );
    expect(await button.isDisabled()).toBe(false);
    // the rest of the review is all there
    await page.getByTestId('grammar-feedback').waitFor();
    expect(await page.getByTestId('essay-text').textContent()).toBe(ESSAY);
    await page.getByRole('button', { name: 'Bật chế độ tối' }).click();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, '232-ielts-estimate-timeout-1366-dark');
    await page.getByRole('button', { name: 'Tắt chế độ tối' }).click();
    expect(errors.filter((e) => !/status of 504/.test(e))).toEqual([]);
    errors.length = 0;
    hanging = false;
  });

  it('estimates a saved Speaking attempt from its transcripts, without Pronunciation', async () => {
    const saved = await page.evaluate(async () => {
      const response = await fetch('/api/ielts/speaking/1/attempts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          ratings: { fluency: 3.5, vocabulary: 3.5, grammar: 3, pronunciation: 3.5 },
          answers: [
            {
              part: 1,
              index: 0,
              transcript: 'I live in Da Nang, near the beach. It is quiet and clean.',
              typed: true,
              seconds: 20,
            },
          ],
          timeTakenSeconds: 120,
        }),
      });
      return (await response.json()) as { result: { id: string } };
    });
    await page.goto(`${server.url}/dashboard/ielts/results/${saved.result.id}`);
    const section = page.getByTestId('band-estimate');
    await section.getByRole('button', { name: 'Ước lượng band' }).click();
    await section.getByTestId('estimate-result').waitFor();
    const names = await section.getByTestId('estimate-criterion').locator('h3').allTextContents();
    expect(names).toEqual([
      'Trôi chảy và mạch lạc (Fluency and Coherence)',
      'Vốn từ vựng (Lexical Resource)',
      'Ngữ pháp đa dạng và chính xác (Grammatical Range and Accuracy)',
    ]);
    expect(await section.getByTestId('estimate-overall').count()).toBe(0);
    expect(await section.textContent()).toContain('Phát âm không ước lượng được');
    expect(received.at(-1)!.messages[1]!.content).toContain('I live in Da Nang');
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, '233-ielts-estimate-speaking-1366');
    expect(errors).toEqual([]);
  });
});
