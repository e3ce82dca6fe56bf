/**
 * JSON logs with pino. Request logs carry the request id and the path only (never the query
 * string, which can hold verification tokens) and never cookies or authorization headers.
 */
import pino, { type Logger } from 'pino';

export type { Logger };

/** A pino logger writing JSON lines to stdout at `level`. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ['*.password', '*.token', '*.cookie', '*.authorization'],
      censor: '[redacted]',
    },
  });
}
