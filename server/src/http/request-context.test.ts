import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger.ts";
import { appLoggingTo } from "../testing/app-logging-to.ts";
import { useTestServer } from "../testing/use-test-server.ts";

const server = useTestServer();
const lines: string[] = [];

function appLoggingToLines() {
  return appLoggingTo(server, (line) => lines.push(line));
}

describe("request logging", () => {
  it("writes one JSON line per request with its id, and never the query string or credentials", async () => {
    const app = appLoggingToLines();
    const secret = "s3cret-token-value";
    const response = await app.request(`/auth/v1/health?token=${secret}`, {
      headers: {
        authorization: `Bearer ${secret}`,
        apikey: server.keys.anonKey,
        "x-request-id": "req-42",
      },
    });
    expect(response.headers.get("x-request-id")).toBe("req-42");
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? "{}");
    expect(entry).toMatchObject({
      request_id: "req-42",
      method: "GET",
      path: "/auth/v1/health",
      status: 200,
      msg: "request",
    });
    expect(lines[0]).not.toContain(secret);
    expect(lines[0]).not.toContain(server.keys.anonKey);
  });

  it("replaces a request id that is not a plain token with a fresh one", async () => {
    const app = appLoggingToLines();
    const response = await app.request("/auth/v1/health", {
      headers: { "x-request-id": "<script>alert(1)</script>" },
    });
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("redacts credentials a handler might log by mistake", () => {
    const sinkLines: string[] = [];
    const logger = createLogger(
      "info",
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          sinkLines.push(chunk.toString());
          done();
        },
      }),
    );
    logger.info({ body: { password: "hunter22", refresh_token: "abc123def456" } }, "oops");
    expect(sinkLines.join("")).not.toMatch(/hunter22|abc123def456/);
    expect(sinkLines.join("")).toContain("[redacted]");
  });
});
