/**
 * The estimated band of a Writing task or of Speaking transcripts by a school's language model
 * (issue 23 §3): configured by LLM_URL (createBandEstimator gives null without it, and nothing
 * is estimated). One estimate = the domain's prompt (buildBandEstimateMessages), one call to the
 * chat-completions API (chat-completions.ts), its reply read by parse-estimate.ts, and the
 * overall band of a Writing task (estimateOverall). No fallback: a failure is the caller's to
 * answer (the rest of the feedback does not depend on it).
 */
import type { CriterionEstimate } from '@app/contracts';
import {
  buildBandEstimateMessages,
  estimateCriteria,
  estimateOverall,
  type BandEstimateInput,
} from '@app/domain';
import type { ProvidersConfig } from '../../config.ts';
import type { FetchFn } from '../provider-http.ts';
import { chatCompletion } from './chat-completions.ts';
import { parseModelEstimate } from './parse-estimate.ts';

export interface BandEstimate {
  /** The criteria in the descriptors' order (estimateCriteria). */
  criteria: CriterionEstimate[];
  /** Writing's overall band; null for Speaking. */
  overall: number | null;
}

export interface BandEstimator {
  /** LLM_MODEL, as the API was asked for it. */
  readonly model: string;
  /**
   * Asks the model (the caller bounds the text's length).
   * @throws ProviderTimeoutError past LLM_TIMEOUT_MS; InvalidEstimateError (parse-estimate.ts)
   *   when the reply is not the JSON asked for; ProviderUnavailableError for any other failure.
   */
  estimate(input: BandEstimateInput, signal?: AbortSignal): Promise<BandEstimate>;
}

export interface CreateBandEstimatorOptions {
  config: Pick<ProvidersConfig, 'llmUrl' | 'llmApiKey' | 'llmModel' | 'llmTimeoutMs'>;
  fetch?: FetchFn;
}

/** The configured estimator, or null without LLM_URL. Does no I/O itself. */
export function createBandEstimator(options: CreateBandEstimatorOptions): BandEstimator | null {
  const { llmUrl, llmApiKey, llmModel, llmTimeoutMs } = options.config;
  if (llmUrl === null) return null;
  const api = {
    url: llmUrl,
    apiKey: llmApiKey,
    model: llmModel,
    timeoutMs: llmTimeoutMs,
    fetch: options.fetch,
  };
  return {
    model: llmModel,
    async estimate(input, signal) {
      const reply = await chatCompletion(api, buildBandEstimateMessages(input), signal);
      const criteria = parseModelEstimate(reply, estimateCriteria(input.skill, input.task));
      return {
        criteria,
        overall: estimateOverall(
          input.skill,
          criteria.map((c) => c.band),
        ),
      };
    },
  };
}
