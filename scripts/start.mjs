// `npm start`: build the web app when its build is missing or older than its sources, then run the server.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const web = join(root, "web");
const buildMarker = join(web, "build", "route-patterns.json");
// The VITE_ values the last build made here was given: they are fixed in the built files.
const buildEnvStamp = join(web, "build", "build-env.json");
const sources = [
  "src",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
  "index.html",
];

if (existsSync(join(root, ".env"))) process.loadEnvFile(join(root, ".env"));

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), 0);
}

const builtAt = existsSync(buildMarker) ? statSync(buildMarker).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((name) => newestMtime(join(web, name))));
const viteEnv = JSON.stringify(
  Object.fromEntries(
    Object.entries(process.env)
      .filter(([name, value]) => name.startsWith("VITE_") && value)
      .sort(([a], [b]) => a.localeCompare(b)),
  ),
);
// A build made elsewhere (`npm run build`) counts as one without VITE_ values.
const builtWithEnv =
  existsSync(buildEnvStamp) && statSync(buildEnvStamp).mtimeMs >= builtAt
    ? readFileSync(buildEnvStamp, "utf8")
    : "{}";
if (builtAt < sourcesAt || builtWithEnv !== viteEnv) {
  // The build's own output (size tables, notices) is kept back so the banner is what one sees;
  // it is shown only when the build fails.
  process.stderr.write("Building the web app (a minute or two the first time)...\n");
  const started = Date.now();
  const build = spawnSync("npm", ["run", "build", "--workspace", "web"], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout ?? ""}${build.stderr ?? ""}\nThe web app build failed.\n`);
    process.exit(build.status ?? 1);
  }
  process.stderr.write(`Built in ${Math.round((Date.now() - started) / 1000)} s.\n`);
  mkdirSync(join(web, "build"), { recursive: true });
  writeFileSync(buildEnvStamp, viteEnv);
}

// Node runs the server's TypeScript as is (type stripping): no build step, no loader.
await import(join(root, "server", "src", "main.ts"));
