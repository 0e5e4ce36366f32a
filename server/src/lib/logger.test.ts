import { PassThrough } from "node:stream";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { createLogger, createTerminalLogStream } from "./logger.ts";

async function printed(log: (logger: ReturnType<typeof createLogger>) => void): Promise<string> {
  const terminal = new PassThrough();
  let text = "";
  terminal.on("data", (chunk: Buffer) => (text += chunk.toString()));
  const logger = createLogger("info", createTerminalLogStream(terminal));
  log(logger);
  logger.flush();
  await new Promise((resolve) => setImmediate(resolve));
  return stripVTControlCharacters(text);
}

describe("createTerminalLogStream", () => {
  it("prints a request as one readable line", async () => {
    const text = await printed((logger) =>
      logger
        .child({ request_id: "r1" })
        .info({ method: "GET", path: "/auth/v1/health", status: 200, ms: 3 }, "request"),
    );
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/auth\/v1\/health 200 3ms\n$/);
  });

  it("keeps other records' fields on the same line and still redacts secrets", async () => {
    const text = await printed((logger) =>
      logger.warn({ body: { password: "hunter2" }, applied: ["a.sql"] }, "migrations applied"),
    );
    expect(text).toMatch(/^\[[\d:]+\] WARN: migrations applied \{.*"applied":\["a\.sql"\].*\}\n$/);
    expect(text).not.toContain("hunter2");
  });
});
