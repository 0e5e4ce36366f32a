// `npm run admin -- <command>`: operator commands against the database `npm start` uses.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig } from "../config.ts";
import { migrationSources } from "../db/migration-sources.ts";
import { openDatabase } from "../db/open-database.ts";
import { acquireDataDirLock, DataDirLockedError } from "../lib/data-dir-lock.ts";
import { createLogger } from "../lib/logger.ts";
import {
  AdminCommandError,
  decideVerification,
  grantPlatformAdmin,
  removeFactors,
  setVerification,
} from "../platform/admin-commands.ts";
import { listFailedMessages, retryFailedMessage } from "../platform/failed-messages.ts";
import type { Database } from "../db/database.ts";

const USAGE = [
  "Usage:",
  "  npm run admin -- grant <email>           make a user a platform administrator",
  "  npm run admin -- verify <slug>           list a provider or temple publicly",
  "  npm run admin -- reject <slug> <reason>  reject a provider or temple, telling them why",
  "  npm run admin -- suspend <slug> <reason> hide a verified provider or temple, telling them why",
  "  npm run admin -- reinstate <slug>        list a suspended provider or temple again",
  '  npm run admin -- remove-factors <email-or-phone> --reason "identity check done: …"',
  "                                           remove a user's authenticators and sign them out everywhere",
  "  npm run admin -- failed-messages         list SMS and WhatsApp messages that failed for good",
  "  npm run admin -- retry-message <number>  send a failed message again",
].join("\n");

const rootEnv = fileURLToPath(new URL("../../../.env", import.meta.url));
if (existsSync(rootEnv)) process.loadEnvFile(rootEnv);

function runCommand(db: Database, args: string[]): Promise<string> {
  const [command, target, ...rest] = args;
  if (command === "grant" && target && rest.length === 0) return grantPlatformAdmin(db, target);
  if (command === "verify" && target && rest.length === 0) {
    return setVerification(db, target, "verified");
  }
  if (command === "reject" && target && rest.length > 0) {
    return setVerification(db, target, "rejected", rest.join(" "));
  }
  if (command === "suspend" && target && rest.length > 0) {
    return decideVerification(db, target, "suspend", rest.join(" "));
  }
  if (command === "reinstate" && target && rest.length === 0) {
    return decideVerification(db, target, "reinstate");
  }
  if (command === "remove-factors" && target && rest[0] === "--reason" && rest.length > 1) {
    return removeFactors(db, target, rest.slice(1).join(" "));
  }
  if (command === "failed-messages" && !target) return listFailedMessages(db);
  if (command === "retry-message" && target && rest.length === 0) {
    return retryFailedMessage(db, target);
  }
  throw new AdminCommandError(USAGE);
}

async function main(args: string[]): Promise<number> {
  const config = loadConfig(process.env);
  const dataDir = resolve(config.DATA_DIR);
  // PGlite allows one process per data directory: take the server's lock, or say who holds it.
  const release = config.DATABASE_URL ? async () => {} : await acquireDataDirLock(dataDir);
  try {
    const { db } = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir,
      connectTimeoutSeconds: config.DATABASE_CONNECT_TIMEOUT,
      schema: { migrations: migrationSources },
      logger: createLogger("silent"),
    });
    try {
      process.stdout.write(`${await runCommand(db, args)}\n`);
      return 0;
    } finally {
      await db.close();
    }
  } finally {
    await release();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof ConfigError) process.stderr.write(`${error.problems.join("\n")}\n`);
  else if (error instanceof AdminCommandError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else throw error;
  process.exitCode = 1;
}
