import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

/**
 * Debian's `chromium-headless-shell` when installed: Chromium's engine without the desktop
 * browser around it, which takes the suite about a quarter less time on two cores. It shows no
 * window, so `--headed` runs need `CHROMIUM_PATH=/usr/bin/chromium`.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

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
    // Recording a trace costs every test its snapshots: five specs took 63 to 65 s without and 81
    // to 92 s with. CI records the retry of a failed test, which has its trace when it fails again.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    // The service worker serves pages from its cache; specs/installable-app.spec.ts allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
