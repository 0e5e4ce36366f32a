import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";
import { prerenderVariants } from "./scripts/prerender-variants.ts";

// The reactRouter() plugin is for builds only; component tests use plain plugin-react, and the
// modules that differ between pre-rendering and the browser in their browser form.
export default defineProject({
  plugins: [react(), prerenderVariants()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    name: "web",
    environment: "jsdom",
    // Each test file runs in a VM context made from its jsdom window, in worker threads, instead of
    // copying a new jsdom's properties onto a thread's globals: setting up environments took 3 s of
    // the run where it took 73 s, and `npm test` (with the server's tests) 3.0 minutes, not 4.1.
    // The server's tests stay on plain threads, where they run faster.
    pool: "vmThreads",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["./src/testing/setup-tests.ts"],
    restoreMocks: true,
    // Some screens' tests render a whole flow (sign-up, two-factor): 2 s on a quiet machine.
    testTimeout: 20_000,
  },
});
