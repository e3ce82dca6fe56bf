/**
 * Grammar checker interface (issue 23 §3; DESIGN.md "Offline and online providers"): the offline
 * checks (offline.ts) are the default; LanguageTool (LANGUAGETOOL_URL; languagetool.ts) is
 * chosen by configuration and falls back to the offline checks when it fails
 * (create-grammar-checker.ts), saying so with `fallback: true`.
 */
import type { GrammarCheck } from '@app/domain';

export interface GrammarChecker {
  readonly id: 'languagetool' | 'offline';
  /**
   * Checks an essay (as the learner wrote it; the caller bounds its length). Matches carry
   * offsets into `text`, at most 5 replacements and one of the four groups.
   * @throws ProviderUnavailableError (providers/dictionary/dictionary-provider.ts) when an online
   *   checker could not answer; the composite of create-grammar-checker.ts never throws it.
   */
  check(text: string, signal?: AbortSignal): Promise<GrammarCheck>;
}
