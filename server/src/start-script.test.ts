import { spawnSync } from "node:child_process";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// `npm start` (scripts/start.mjs) in a stand-in repository whose web build is stale: a build
// script that prints what Vite prints, and a server that prints only its banner.
const startScript = fileURLToPath(new URL("../../scripts/start.mjs", import.meta.url));
const tempDirs: string[] = [];

afterAll(async () => {
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function standInRepo(buildExitCode: number): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "setu-start-"));
  tempDirs.push(root);
  const noise = Array.from({ length: 130 }, (_, i) => `build output line ${i}`).join("\\n");
  const build = `console.log(${JSON.stringify(noise)}); process.exit(${buildExitCode})`;
  await mkdir(join(root, "scripts"));
  await mkdir(join(root, "web", "src"), { recursive: true });
  await mkdir(join(root, "server", "src"), { recursive: true });
  await copyFile(startScript, join(root, "scripts", "start.mjs"));
  await writeFile(join(root, "package.json"), JSON.stringify({ workspaces: ["web"] }));
  await writeFile(
    join(root, "web", "package.json"),
    JSON.stringify({ name: "web", scripts: { build: `node -e '${build}'` } }),
  );
  await writeFile(join(root, "web", "src", "main.tsx"), "");
  await writeFile(
    join(root, "server", "src", "main.ts"),
    'process.stdout.write("App URL: http://localhost:3000\\n");',
  );
  return root;
}

function runStart(root: string) {
  return spawnSync(process.execPath, [join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: { PATH: process.env.PATH },
    encoding: "utf8",
    timeout: 30_000,
  });
}

describe("npm start", () => {
  it("builds quietly and ends with the server's banner", async () => {
    const result = runStart(await standInRepo(0));
    expect(result.status).toBe(0);
    expect(`${result.stdout}${result.stderr}`).not.toContain("build output line");
    expect(result.stderr).toMatch(/^Building the web app .*\nBuilt in \d+ s\.\n$/);
    expect(result.stdout).toBe("App URL: http://localhost:3000\n");
  });

  it("shows the build's output when the build fails, and does not start the server", async () => {
    const result = runStart(await standInRepo(2));
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("build output line 129");
    expect(result.stderr).toMatch(/The web app build failed\.\n$/);
    expect(result.stdout).not.toContain("App URL");
  });
});
