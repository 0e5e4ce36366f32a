import { defineConfig } from "@playwright/test";

/** Flags Chromium needs as root on a machine with no network but loopback. */
const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "specs",
  // Starts `npm start` on a fresh data directory and a free port; sets E2E_BASE_URL and the keys.
  globalSetup: "./support/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // CI also writes JSON (to PLAYWRIGHT_JSON_OUTPUT_NAME) for the pass/fail count.
  reporter: process.env.CI ? [["list"], ["json"]] : "list",
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: "retain-on-failure",
    // The service worker serves pages from its cache; specs/installable-app.spec.ts allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
