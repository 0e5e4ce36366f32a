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
    // Each test file runs in a VM context made from its jsdom window (environments took 3 s of the
    // run, not 73 s), in child processes, not worker threads: the files that run the real server
    // open PGlite, and WebAssembly compiled in several threads of one process can abort V8 ("Check
    // failed: jit_page.has_value()", seen here and in CI, with no report written).
    pool: "vmForks",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["./src/testing/setup-tests.ts"],
    restoreMocks: true,
    // Some screens' tests render a whole flow (sign-up, two-factor): 2 s on a quiet machine.
    testTimeout: 20_000,
  },
});
