import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boot, type Booted } from "./boot.ts";
import { loadConfig } from "./config.ts";
import { acquireDataDirLock, DataDirLockedError } from "./lib/data-dir-lock.ts";
import { createLogger } from "./lib/logger.ts";

// Start-up on the embedded database, as `npm start` does it; PGlite-specific by nature.
let dataDir: string;
const logger = createLogger("silent");
const configFor = (dir: string) =>
  loadConfig({ NODE_ENV: "test", DATA_DIR: dir, WEB_BUILD_DIR: join(dir, "no-build") });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "setu-boot-"));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

// Each boot migrates a fresh PGlite: tens of seconds on a loaded 2-core machine.
describe("boot", { timeout: 90_000 }, () => {
  let first: Booted;

  it("creates the key set with mode 0600 and takes the data-directory lock", async () => {
    first = await boot(configFor(dataDir), logger);
    const keyFile = await stat(join(dataDir, "jwt-keys.json"));
    expect(keyFile.mode & 0o777).toBe(0o600);
    await expect(acquireDataDirLock(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    const stored = JSON.parse(await readFile(join(dataDir, "jwt-keys.json"), "utf8"));
    expect(stored.anon_key).toBe(first.keys.anonKey);
    expect(first.keys.publicJwks.keys[0]).not.toHaveProperty("d");
  });

  it("serves its jobs worker as the jobs function, for the service_role key only", async () => {
    const drain = (key: string) =>
      first.app.request("/functions/v1/jobs", {
        method: "POST",
        headers: { authorization: `Bearer ${key}` },
      });
    expect((await drain(first.keys.anonKey)).status).toBe(401);
    const response = await drain(first.keys.serviceRoleKey);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ran: expect.any(Number) as number });
  });

  it("refuses a second server on the same data directory while one runs", async () => {
    const second = boot(configFor(dataDir), logger);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/already using the data directory/);
  });

  it("keeps data and keys across a restart", async () => {
    await first.db.exec(
      "create table restart_probe (n int); insert into restart_probe values (42);",
    );
    const keys = first.keys;
    await first.shutdown();
    const again = await boot(configFor(dataDir), logger);
    try {
      const { rows } = await again.db.query("select n from restart_probe");
      expect(rows).toEqual([{ n: 42 }]);
      expect(again.keys.anonKey).toBe(keys.anonKey);
      expect(again.keys.serviceRoleKey).toBe(keys.serviceRoleKey);
      expect(again.keys.publicJwks).toEqual(keys.publicJwks);
    } finally {
      await again.shutdown();
    }
  });
});
