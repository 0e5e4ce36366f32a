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
    // Worker threads start a test file faster than child processes (2.0 minutes, not 2.3).
    pool: "threads",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["./src/testing/setup-tests.ts"],
    restoreMocks: true,
    // Some screens' tests render a whole flow (sign-up, two-factor): 2 s on a quiet machine.
    testTimeout: 20_000,
  },
});
