import { api, unwrap } from '../../../lib/api-client.ts';

/** Whether a password-reset token is still usable (POST /api/account/reset-password/check). */
export async function checkResetToken(token: string): Promise<boolean> {
  const body = await unwrap(api.account['reset-password'].check.$post({ json: { token } }));
  return body.valid;
}
