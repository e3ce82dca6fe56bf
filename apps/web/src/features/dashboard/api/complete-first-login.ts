import { api, unwrap } from '../../../lib/api-client.ts';

/**
 * Marks the first login complete on the server (spec §4 First login). Sent with `keepalive`:
 * the dialog closes at once, and a learner who goes on to another page at once (the request
 * still waiting for a connection behind the dashboard's reads) would otherwise cancel it and
 * see the welcome again on the next visit.
 */
export function completeFirstLogin() {
  return unwrap(
    api.account['first-login'].complete.$post(undefined, { init: { keepalive: true } }),
  );
}
