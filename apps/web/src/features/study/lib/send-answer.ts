/**
 * The queue's verdict on the answer to one study write (send-status.ts decides by status). Every
 * answer's body is settled here (issue 34 §20): a refusal's is read for its code and message,
 * any other's is cancelled, since the queue needs only the status. A body left unread keeps its
 * request open in the page (DevTools shows it pending; on HTTP/1.1 it holds one of the six
 * connections to the server) until the browser collects it.
 */
import { toApiError } from '../../../lib/api-error.ts';
import type { SendResult } from './queue-rules.ts';
import { classifyStatus } from './send-status.ts';

/** The queue's verdict on an answer; a refusal carries the server's status, code and message. */
export async function toSendResult(response: Response): Promise<SendResult> {
  const status = classifyStatus(response.status);
  if (status !== 'drop') {
    // the verdict is the status: the body is not needed, so it is let go at once
    await response.body?.cancel().catch(() => undefined);
    return status;
  }
  const error = await toApiError(response);
  return { refused: { status: error.status, code: error.code, message: error.message } };
}
