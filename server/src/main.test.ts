import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const serverDir = fileURLToPath(new URL("..", import.meta.url));

describe("server start-up", () => {
  it("stops with one line naming the bad variable and exit code 1", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, PORT: "not-a-port", DATA_DIR: "/nonexistent/never-created" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      "PORT: must be a whole number from 0 to 65535",
    ]);
  });
});
