/**
 * Reads the band estimate out of a language model's reply (the `content` of its chat-completions
 * answer; the JSON asked for by the domain's buildBandEstimateMessages). Tolerated around the
 * JSON: a Markdown code fence (```json … ```), a reasoning model's <think>…</think> block, and
 * words before the first `{` or after the last `}`. Then the JSON is checked with contracts'
 * modelBandEstimateSchema (bands 0-9 in half bands, non-empty reason and quote) and must hold
 * every criterion asked for; criteria not asked for are ignored and, when one comes twice, the
 * first counts.
 */
import { modelBandEstimateSchema, type CriterionEstimate } from '@app/contracts';
import type { BandCriterion } from '@app/domain';
import { z } from 'zod';
import { ProviderUnavailableError } from '../dictionary/dictionary-provider.ts';

/** The model answered, but not with the estimate asked for (a ProviderUnavailableError). */
export class InvalidEstimateError extends ProviderUnavailableError {}

/** The JSON text inside a reply (see the module docstring); the reply itself when none is found. */
export function extractJson(content: string): string {
  let text = content.replace(/<think>[\s\S]*?<\/think>/g, '').trim();
  const fence = /```(?:json|JSON)?\s*\n?([\s\S]*?)```/.exec(text);
  if (fence) text = fence[1]!.trim();
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  return start >= 0 && end > start ? text.slice(start, end + 1) : text;
}

/**
 * The estimate of each criterion of `criteria`, in that order.
 * @throws InvalidEstimateError when the reply is not JSON, does not match the schema, or misses
 *   a criterion (its message says which).
 */
export function parseModelEstimate(
  content: string,
  criteria: readonly BandCriterion[],
): CriterionEstimate[] {
  let json: unknown;
  try {
    json = JSON.parse(extractJson(content));
  } catch (error) {
    throw new InvalidEstimateError('the model did not answer JSON', { cause: error });
  }
  const parsed = modelBandEstimateSchema.safeParse(json);
  if (!parsed.success) {
    throw new InvalidEstimateError(
      `the model's JSON does not match the schema: ${z.prettifyError(parsed.error)}`,
      { cause: parsed.error },
    );
  }
  return criteria.map((criterion) => {
    const item = parsed.data.criteria.find((c) => c.criterion === criterion);
    if (!item) throw new InvalidEstimateError(`the model's JSON has no "${criterion}"`);
    return { criterion, band: item.band, reason: item.reason, quote: item.quote };
  });
}
