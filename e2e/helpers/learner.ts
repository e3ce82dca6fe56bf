/**
 * A signed-up learner in a browser page of their own, for tests that start after sign-up (the
 * sign-up form itself is tested in learner-default.test.ts), and upload fixtures.
 */
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { launchBrowser, newContext, watchErrors } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

/** A 1×1 PNG (a real image by its bytes). */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A text file named and typed as a PNG: refused by its bytes. */
export const FAKE_PNG = {
  name: 'fake.png',
  mimeType: 'image/png',
  buffer: Buffer.from('plain text, not a picture'),
};

/**
 * Signs a new learner up through the API, as the sign-up form does, in a new browser context
 * (Vietnamese, desktop unless `viewport` says otherwise). Answers the page and its console
 * errors (watchErrors).
 * @throws when the sign-up does not answer 200.
 */
export async function signedUpPage(
  browser: Browser,
  baseUrl: string,
  learner: { name: string; email?: string; password?: string },
  viewport?: { width: number; height: number },
): Promise<{ page: Page; errors: string[]; email: string }> {
  const context = await newContext(browser, viewport ? { viewport } : {});
  const page = await context.newPage();
  const errors = watchErrors(page);
  const email =
    learner.email ??
    `learner.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post(`${baseUrl}/api/auth/sign-up/email`, {
    headers: { origin: baseUrl },
    data: { name: learner.name, email, password: learner.password ?? 'hoc-tieng-anh-2026' },
  });
  if (response.status() !== 200) throw new Error(`sign-up failed: ${response.status()}`);
  return { page, errors, email };
}

/** What most test files run against: the built server, one browser, one signed-up learner. */
export interface LearnerRun {
  server: RunningServer;
  browser: Browser;
  page: Page;
  errors: string[];
}

/**
 * Starts the server and the browser and signs a learner up (signedUpPage); for a file's
 * beforeAll, closed by closeLearnerRun in its afterAll.
 */
export async function openLearnerRun(
  learner: { name: string; email?: string; password?: string },
  viewport?: { width: number; height: number },
): Promise<LearnerRun> {
  const server = await startServer();
  const browser = await launchBrowser();
  const { page, errors } = await signedUpPage(browser, server.url, learner, viewport);
  return { server, browser, page, errors };
}

/** Closes the browser and stops the server, which must exit cleanly (code 0). */
export async function closeLearnerRun(
  server: RunningServer | undefined,
  browser: Browser | undefined,
): Promise<void> {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
}

/**
 * Closes a new learner's welcome dialog with its button `button` ('Bắt đầu học', or 'Đóng')
 * and skips the exam-date question that follows it (issue 21 §3) with "Để sau".
 */
export async function dismissWelcome(page: Page, button = 'Bắt đầu học'): Promise<void> {
  await page.getByRole('dialog').getByRole('button', { name: button }).click();
  const question = page.getByRole('dialog', { name: 'Bạn thi IELTS khi nào?' });
  await question.getByRole('button', { name: 'Để sau' }).click();
  await question.waitFor({ state: 'detached' });
}

/**
 * Creates a set of `words` (back "nghĩa 1", "nghĩa 2", …) through the API as the page's signed-in
 * learner, the first card's front with an uploaded 1×1 PNG named `imageName`. Answers the set's
 * id and the image's URL.
 * @throws (an expectation) when the upload or the save does not answer 201.
 */
export async function createSetWithImage(
  page: Page,
  baseUrl: string,
  set: { title: string; words: readonly string[]; imageName: string },
): Promise<{ setId: string; imageUrl: string }> {
  const headers = { origin: baseUrl };
  const upload = await page.request.post(`${baseUrl}/api/images`, {
    headers,
    multipart: { file: { name: set.imageName, mimeType: 'image/png', buffer: PNG_1PX } },
  });
  expect(upload.status()).toBe(201);
  const imageUrl = ((await upload.json()) as { url: string }).url;
  const created = await page.request.post(`${baseUrl}/api/sets`, {
    headers,
    data: {
      title: set.title,
      cards: set.words.map((word, i) => ({
        front: word,
        back: `nghĩa ${i + 1}`,
        ...(i === 0 ? { frontImageUrl: imageUrl } : {}),
      })),
    },
  });
  expect(created.status()).toBe(201);
  return { setId: ((await created.json()) as { set: { id: string } }).set.id, imageUrl };
}
