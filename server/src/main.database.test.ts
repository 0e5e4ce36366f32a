import { createServer, type Server } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { findFreePort } from "./testing/free-port.ts";
import { runServerToExit } from "./testing/server-process.ts";

// Start-up with a DATABASE_URL that does not lead to a working PostgreSQL: one line, quickly.
const silentServers: Server[] = [];

afterAll(() => {
  for (const server of silentServers) server.close();
});

/** A TCP listener that accepts connections and never answers, like a hung database host. */
function listenSilently(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer(() => undefined).listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve(typeof address === "object" && address ? address.port : 0);
    });
    silentServers.push(server);
  });
}

describe("start-up with the database out of reach", () => {
  it("stops with one line naming the address when the connection is refused", async () => {
    const port = await findFreePort();
    const result = await runServerToExit({
      DATABASE_URL: `postgres://setu:secret-password@127.0.0.1:${port}/setu`,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      `DATABASE_URL: cannot connect to 127.0.0.1:${port} (connection refused)`,
    ]);
    expect(result.ms).toBeLessThan(10_000);
  });

  it("gives up after DATABASE_CONNECT_TIMEOUT when the database accepts but never answers", async () => {
    const port = await listenSilently();
    const result = await runServerToExit({
      DATABASE_URL: `postgres://setu@127.0.0.1:${port}/setu`,
      DATABASE_CONNECT_TIMEOUT: "1",
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      `DATABASE_URL: cannot connect to 127.0.0.1:${port} (no answer within 1 s)`,
    ]);
    expect(result.ms).toBeLessThan(10_000);
  });
});
