import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "server",
    environment: "node",
    // Worker threads start a test file faster than child processes: the server's tests took 2.2
    // minutes where they took 3 on two cores.
    pool: "threads",
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/testing/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
