/** POST /api/reminders/unsubscribe?token=… (issue 21 §4): no session needed. */
import { api, unwrapEmpty } from '../../../lib/api-client.ts';

export function unsubscribeReminders(token: string): Promise<void> {
  return unwrapEmpty(api.reminders.unsubscribe.$post({ query: { token } }));
}
