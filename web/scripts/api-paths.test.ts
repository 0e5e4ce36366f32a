// @vitest-environment node
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { apiPathsIn, foreignApiPaths } from "./api-paths.ts";

const assets = fileURLToPath(new URL("../build/client/assets", import.meta.url));

describe("apiPathsIn", () => {
  it("finds paths in strings, templates and supabase-js's relative URLs", () => {
    const code = [
      'fetch("/auth/v1/token")',
      "fetch(`${base}/functions/v1/payments${path}`)",
      'new URL("rest/v1",e)',
      'new URL("realtime/v1",e)',
      "fetch(`${getSupabaseUrl()}/payments/v1${path}`)",
      "'/admin/v2/x'",
    ].join(";");
    expect(apiPathsIn(code).sort()).toEqual([
      "/admin/v2",
      "/auth/v1",
      "/functions/v1",
      "/payments/v1",
      "/realtime/v1",
      "/rest/v1",
    ]);
  });

  it("leaves other text alone: prose, versions inside a word, media types", () => {
    expect(apiPathsIn('"see a/v1 b" x.y/v1 "image/webp" "2026/v1x"')).toEqual([]);
  });
});

// Reads what `npm run build` left; CI builds before `npm run api-paths -w web` checks the same.
describe.skipIf(!existsSync(assets))("the built bundle (web/build/client/assets)", () => {
  it("calls no API outside /auth/v1, /rest/v1, /storage/v1, /functions/v1 and /realtime/v1", async () => {
    expect(await foreignApiPaths(assets)).toEqual([]);
  });
});
if (!existsSync(assets)) console.info("api-paths.test.ts: no web build, the bundle is not read");
