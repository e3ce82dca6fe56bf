/** The translator API: POST /api/translate and GET /api/translate/providers (docs/api.md). */
import type { TranslateRequest } from '@app/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';

/** Which translator the server uses ('offline' or 'libretranslate'); fetched once. */
export const translateProviderQuery = () =>
  queryOptions({
    queryKey: ['translate', 'provider'],
    queryFn: async () => (await unwrap(api.translate.providers.$get())).provider,
    staleTime: Infinity,
  });

/** Translates one text on the server. */
export function useTranslate() {
  return useMutation({
    mutationFn: async (input: TranslateRequest) => unwrap(api.translate.$post({ json: input })),
  });
}
