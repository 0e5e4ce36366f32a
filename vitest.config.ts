import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["common", "server", "web"],
    // Vitest keeps a core for itself by default, which on two cores leaves one worker. The
    // server's tests spend much of their time waiting on a database or a child process: on two
    // cores, two workers took 6 minutes where one took 7 to 8 (and 2.5 on PostgreSQL where one
    // took 4), before test files ran in threads (see each project's config).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
