import { api, unwrap } from '../../../lib/api-client.ts';

/** Marks the first login complete on the server (spec §4 First login). */
export function completeFirstLogin() {
  return unwrap(api.account['first-login'].complete.$post());
}
