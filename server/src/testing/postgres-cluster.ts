import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chmod, chown, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { findFreePort } from "./free-port.ts";

const run = promisify(execFile);
const PACKAGES_DIR = "/usr/lib/postgresql";

/**
 * A PostgreSQL cluster of a test's own, which it may stop and restart (never do that to the shared
 * test server). Made with initdb and pg_ctl from the Debian packages, as `.ci/run` makes its
 * cluster; as the `postgres` OS user when the tests run as root, since PostgreSQL refuses root.
 */
export interface PostgresCluster {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, trust authentication. */
  url: string;
  /** `pg_ctl restart -m fast`: every connection is terminated; resolves once it accepts again. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and deletes its files. */
  destroy(): Promise<void>;
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  const dir = await mkdtemp(join(tmpdir(), "setu-pg-"));
  const owner = await postgresOwner();
  await chmod(dir, 0o755);
  if (owner) await chown(dir, owner.uid, owner.gid);
  const port = await findFreePort();
  const data = join(dir, "data");
  const pgCtl = (...args: string[]) =>
    run(join(bin, "pg_ctl"), ["-D", data, "-l", join(dir, "log"), "-w", ...args], {
      cwd: dir,
      ...owner,
    });
  await run(join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres"], {
    cwd: dir,
    ...owner,
  });
  const start = async () => {
    await pgCtl("-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, "start");
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await pgCtl("-m", "fast", "restart");
    },
    stop: async () => {
      await pgCtl("-m", "fast", "stop");
    },
    start,
    destroy: async () => {
      await pgCtl("-m", "immediate", "stop").catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function findPostgresBin(): string {
  const versions = existsSync(PACKAGES_DIR)
    ? readdirSync(PACKAGES_DIR)
        .filter((version) => existsSync(join(PACKAGES_DIR, version, "bin", "initdb")))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  const newest = versions.at(-1);
  if (!newest) {
    throw new Error(
      `no PostgreSQL server binaries in ${PACKAGES_DIR}/*/bin (apt install postgresql)`,
    );
  }
  return join(PACKAGES_DIR, newest, "bin");
}

/** The `postgres` user's ids when running as root (PostgreSQL will not run as root), else none. */
async function postgresOwner(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const id = async (flag: string) => Number((await run("id", [flag, "postgres"])).stdout.trim());
  return { uid: await id("-u"), gid: await id("-g") };
}
