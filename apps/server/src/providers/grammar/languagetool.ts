/**
 * LanguageTool (languagetool.org, open source, self-hostable; LANGUAGETOOL_URL) as a
 * GrammarChecker: `POST {LANGUAGETOOL_URL}/v2/check`, form-encoded `text` and `language=en-GB`.
 *
 * Its answer (the HTTP API, languagetool.org/http-api): 200 → `{ software, language, matches:
 * [{ message, shortMessage, offset, length, replacements: [{ value }], context, sentence, rule:
 * { id, description, issueType, category: { id, name } } }] }`, offsets in UTF-16 code units of
 * the text sent; 400 with a plain-text error (e.g. text too long); 5xx when it failed.
 *
 * Groups, from the rule's category id (LanguageTool's Categories enum):
 * | category id                                                          | group       |
 * | -------------------------------------------------------------------- | ----------- |
 * | TYPOS                                                                | spelling    |
 * | PUNCTUATION, TYPOGRAPHY                                              | punctuation |
 * | STYLE, REDUNDANCY, COLLOQUIALISMS, PLAIN_ENGLISH, REGIONALISMS,      | style       |
 * | REPETITIONS_STYLE, WIKIPEDIA, GENDER_NEUTRALITY, CREATIVE_WRITING,   |             |
 * | TEXT_ANALYSIS                                                        |             |
 * | anything else (GRAMMAR, CASING, CONFUSED_WORDS, COMPOUNDING, MISC,   | grammar     |
 * | SEMANTICS, NONSTANDARD_PHRASES, FALSE_FRIENDS, …)                    |             |
 */
import type { GrammarGroup, GrammarMatch } from '@app/domain';
import { GRAMMAR_REPLACEMENTS_MAX } from '@app/domain';
import { z } from 'zod';
import { ProviderUnavailableError } from '../dictionary/dictionary-provider.ts';
import { requestJson, type FetchFn } from '../provider-http.ts';
import type { GrammarChecker } from './grammar-checker.ts';

const CATEGORY_GROUPS: Readonly<Record<string, GrammarGroup>> = {
  TYPOS: 'spelling',
  PUNCTUATION: 'punctuation',
  TYPOGRAPHY: 'punctuation',
  STYLE: 'style',
  REDUNDANCY: 'style',
  COLLOQUIALISMS: 'style',
  PLAIN_ENGLISH: 'style',
  REGIONALISMS: 'style',
  REPETITIONS_STYLE: 'style',
  WIKIPEDIA: 'style',
  GENDER_NEUTRALITY: 'style',
  CREATIVE_WRITING: 'style',
  TEXT_ANALYSIS: 'style',
};

/** The group of a LanguageTool category id (the table of the module docstring). */
export function languageToolGroup(categoryId: string): GrammarGroup {
  return CATEGORY_GROUPS[categoryId] ?? 'grammar';
}

const matchSchema = z.object({
  message: z.string(),
  offset: z.int().min(0),
  length: z.int().min(0),
  replacements: z.array(z.object({ value: z.string() })).default([]),
  rule: z.object({
    id: z.string(),
    category: z.object({ id: z.string() }),
  }),
});
const okSchema = z.object({ matches: z.array(matchSchema) });

export interface LanguageToolOptions {
  /** LANGUAGETOOL_URL without a trailing slash. */
  url: string;
  /** LANGUAGETOOL_TIMEOUT_MS. */
  timeoutMs: number;
  fetch?: FetchFn;
}

/**
 * LanguageTool as a GrammarChecker (see the module docstring).
 * @throws ProviderUnavailableError on a network error, a timeout, any answer other than 200, or
 *   a 200 whose body is not the shape above.
 */
export function createLanguageTool(options: LanguageToolOptions): GrammarChecker {
  return {
    id: 'languagetool',
    async check(text, signal) {
      const { status, body } = await requestJson({
        url: `${options.url}/v2/check`,
        method: 'POST',
        form: { text, language: 'en-GB' },
        timeoutMs: options.timeoutMs,
        signal,
        fetch: options.fetch,
      });
      if (status !== 200) throw new ProviderUnavailableError(`LanguageTool answered ${status}`);
      const parsed = okSchema.safeParse(body);
      if (!parsed.success) {
        throw new ProviderUnavailableError('LanguageTool answered without matches', {
          cause: parsed.error,
        });
      }
      const matches: GrammarMatch[] = parsed.data.matches.map((m) => ({
        offset: m.offset,
        length: m.length,
        message: m.message,
        replacements: m.replacements.slice(0, GRAMMAR_REPLACEMENTS_MAX).map((r) => r.value),
        group: languageToolGroup(m.rule.category.id),
        ruleId: m.rule.id,
        source: 'languagetool',
      }));
      return { source: 'languagetool', fallback: false, matches };
    },
  };
}
