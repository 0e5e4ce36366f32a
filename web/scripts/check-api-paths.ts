// `npm run api-paths -w web`, after the build: fails when build/client/assets names an API path
// outside /auth/v1, /rest/v1, /storage/v1, /functions/v1 and /realtime/v1 (see api-paths.ts).
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { foreignApiPaths, SUPABASE_API_PATHS } from "./api-paths.ts";

const assets = fileURLToPath(new URL("../build/client/assets", import.meta.url));
if (!existsSync(assets)) {
  console.error("No build: run `npm run build -w web` first.");
  process.exit(1);
}
const found = await foreignApiPaths(assets);
for (const { file, paths } of found) console.error(`${file}: ${paths.join(", ")}`);
if (found.length > 0) {
  console.error(`The bundle may call only ${SUPABASE_API_PATHS.join(", ")}.`);
  process.exit(1);
}
console.log(`API paths: the bundle calls only ${SUPABASE_API_PATHS.join(", ")}.`);
