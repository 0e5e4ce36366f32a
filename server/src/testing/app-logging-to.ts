import { Writable } from "node:stream";
import { createApp } from "../app.ts";
import { createJwtVerifier } from "../lib/jwt.ts";
import { createLogger } from "../lib/logger.ts";
import type { TestServer } from "./create-test-server.ts";

/**
 * A second app on the test server's database and keys whose request log (level info) is handed
 * line by line to `onLine`, for tests that read what the server logs.
 */
export function appLoggingTo(server: TestServer, onLine: (line: string) => void) {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().trim().split("\n")) onLine(line);
      done();
    },
  });
  return createApp({
    config: server.config,
    db: server.db,
    keys: server.keys,
    clock: server.clock,
    jwt: createJwtVerifier(server.keys, server.clock),
    logger: createLogger("info", sink),
  });
}
