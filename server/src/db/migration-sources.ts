import { fileURLToPath } from "node:url";
import type { MigrationSource } from "./migrator.ts";

/** The auth service's schema first, then the app's (Supabase CLI layout). */
export const migrationSources: readonly MigrationSource[] = [
  { name: "server", dir: fileURLToPath(new URL("../../migrations", import.meta.url)) },
  {
    name: "supabase",
    dir: fileURLToPath(new URL("../../../supabase/migrations", import.meta.url)),
  },
];
