/** The statistics page's figures (GET /api/stats?timeZone=…), in the learner's time zone. */
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client.ts';
import { learnerTimeZone } from '../../../lib/time-zone.ts';

export const statsQuery = () =>
  queryOptions({
    queryKey: ['stats'],
    queryFn: async () => unwrap(api.stats.$get({ query: { timeZone: learnerTimeZone() } })),
    staleTime: 0,
  });
