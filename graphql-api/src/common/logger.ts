import { pino, type Logger } from 'pino';

/** Structured JSON logs. Secrets never reach them: auth headers, cookies and password/token fields are redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'graphql-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]',
        '*.password', '*.token', '*.passwordHash', '*.tokenHash', 'variables.*',
      ],
      censor: '[redacted]',
    },
  });
}

export type { Logger };
