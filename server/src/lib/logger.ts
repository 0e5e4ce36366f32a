import { type DestinationStream, pino, type Logger } from "pino";
import pretty from "pino-pretty";

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

const REQUEST_FIELDS = ["method", "path", "status", "ms"] as const;

/**
 * For a person at a terminal: one readable line per log record, request lines as
 * `GET /auth/v1/health 200 3ms`. Anything else (a pipe, a file, a log collector) gets JSON.
 */
export function createTerminalLogStream(
  destination: NodeJS.WritableStream = process.stdout,
): DestinationStream {
  return pretty({
    destination,
    singleLine: true,
    translateTime: "SYS:HH:MM:ss",
    ignore: ["request_id", ...REQUEST_FIELDS].join(","),
    messageFormat: (log, messageKey) =>
      log[messageKey] === "request"
        ? REQUEST_FIELDS.map((field) => `${String(log[field])}${field === "ms" ? "ms" : ""}`).join(
            " ",
          )
        : String(log[messageKey]),
  });
}
