import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    environment: "node",
    // Child processes, not worker threads: each test file opens PGlite, and WebAssembly compiled in
    // several threads of one process can abort V8 ("Check failed: jit_page.has_value()"), ending
    // the run with no report. Threads started files faster (2.2 minutes, not 3), but not safely.
    pool: "forks",
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/testing/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
