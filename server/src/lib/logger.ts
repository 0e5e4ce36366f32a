import { type DestinationStream, pino, type Logger } from "pino";

export type { Logger };

/**
 * JSON lines on stdout. Tokens, passwords and keys never reach a log line: request logs carry
 * only method, path (no query string) and status, and these paths are redacted as a backstop.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: {
        paths: [
          "*.authorization",
          "*.apikey",
          "*.password",
          "*.token",
          "*.access_token",
          "*.refresh_token",
          "*.token_hash",
          "*.nonce",
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}
