// `npm run admin -- <command>`: operator commands against the database `npm start` uses.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Config, ConfigError, loadConfig } from "../config.ts";
import { DatabaseUnavailableError } from "../db/connection-errors.ts";
import { migrationSources } from "../db/migration-sources.ts";
import { openDatabase } from "../db/open-database.ts";
import { acquireDataDirLock, DataDirLockedError, readServerUrl } from "../lib/data-dir-lock.ts";
import { createLogger } from "../lib/logger.ts";
import { loadConfiguredSigningKeys } from "../lib/signing-keys.ts";
import { AdminCommandError } from "../platform/admin-commands.ts";
import { runAdminCommand } from "../platform/admin-command-line.ts";

const rootEnv = fileURLToPath(new URL("../../../.env", import.meta.url));
if (existsSync(rootEnv)) process.loadEnvFile(rootEnv);

async function main(args: string[]): Promise<number> {
  const config = loadConfig(process.env);
  const dataDir = resolve(config.DATA_DIR);
  if (config.DATABASE_URL) return runOnDatabase(config, dataDir, args);
  // PGlite allows one process per data directory: take the server's lock, or ask the server that
  // holds it to run the command.
  let release;
  try {
    release = await acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return runThroughServer(config, dataDir, args);
    throw error;
  }
  try {
    return await runOnDatabase(config, dataDir, args);
  } finally {
    await release();
  }
}

async function runOnDatabase(config: Config, dataDir: string, args: string[]): Promise<number> {
  const { db } = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir,
    connectTimeoutSeconds: config.DATABASE_CONNECT_TIMEOUT,
    schema: { migrations: migrationSources },
    logger: createLogger("silent"),
  });
  try {
    process.stdout.write(`${await runAdminCommand(db, args)}\n`);
    return 0;
  } finally {
    await db.close();
  }
}

interface CommandResult {
  exit_code: number;
  stdout: string;
  stderr: string;
}

/**
 * Sends the command to the running server's /admin/v1/commands with the service_role key, read
 * the way the server reads it (same environment, same data directory).
 */
async function runThroughServer(config: Config, dataDir: string, args: string[]): Promise<number> {
  const url = await readServerUrl(dataDir);
  const busy = `Another Bhakti Setu server is already using the data directory ${dataDir}`;
  if (!url) throw new DataDirLockedError(`${busy} and has not started answering yet: try again.`);
  const keys = await loadConfiguredSigningKeys(config, dataDir);
  let response;
  try {
    response = await fetch(`${url}/admin/v1/commands`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${keys.serviceRoleKey}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ args }),
    });
  } catch {
    throw new DataDirLockedError(
      `${busy} and does not answer at ${url}: if it is starting, try again once it prints its banner; otherwise stop it first.`,
    );
  }
  const body = (await response.json().catch(() => ({}))) as Partial<CommandResult> & {
    msg?: string;
  };
  if (!response.ok || typeof body.exit_code !== "number") {
    throw new AdminCommandError(
      `The server at ${url} refused the command (${response.status}: ${body.msg ?? "no reason given"}). Run \`npm run admin\` with the server's environment, so it holds the same service_role key.`,
    );
  }
  process.stdout.write(body.stdout ?? "");
  process.stderr.write(body.stderr ?? "");
  return body.exit_code;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof ConfigError) process.stderr.write(`${error.problems.join("\n")}\n`);
  else if (error instanceof DatabaseUnavailableError) {
    process.stderr.write(`DATABASE_URL: ${error.message}\n`);
  } else if (error instanceof AdminCommandError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else throw error;
  process.exitCode = 1;
}
