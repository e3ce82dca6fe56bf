/**
 * The interface language in e2e tests (issue 18): a Vietnamese letter test for English pages,
 * and switching a signed-in learner's language the way the app keeps it (account and browser).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Letters Vietnamese has and English never does. */
export const VIETNAMESE = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;

/** Switches the interface language for the account and this browser, and reloads the page. */
export async function setLanguage(page: Page, language: 'vi' | 'en'): Promise<void> {
  const status = await page.evaluate(
    async (lang) =>
      (
        await fetch('/api/account/preferences', {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ language: lang }),
        })
      ).status,
    language,
  );
  expect(status).toBe(200);
  await page.evaluate((lang) => localStorage.setItem('language', lang), language);
  await page.reload();
}
