import { serve } from "@hono/node-server";
import { boot } from "./boot.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { DataDirLockedError } from "./lib/data-dir-lock.ts";
import { createLogger } from "./lib/logger.ts";
import { KeyConfigError } from "./lib/signing-keys.ts";
import { DatabaseUnavailableError } from "./db/connection-errors.ts";
import { MigrationError } from "./db/migrator.ts";

/** The only file that listens on a port. Prints the banner, shuts down cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.problems);
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  let booted;
  try {
    booted = await boot(config, logger);
  } catch (error) {
    if (
      error instanceof DataDirLockedError ||
      error instanceof MigrationError ||
      error instanceof KeyConfigError
    ) {
      fail([error.message]);
    }
    if (error instanceof DatabaseUnavailableError) fail([`DATABASE_URL: ${error.message}`]);
    throw error;
  }
  const { app, keys, shutdown } = booted;
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const url = `http://localhost:${info.port}`;
    process.stdout.write(
      [
        "",
        `App URL: ${url}`,
        `API URL: ${url}`,
        `anon key: ${keys.anonKey}`,
        `service_role key: ${keys.serviceRoleKey}`,
        "",
        "",
      ].join("\n"),
    );
  });
  server.on("error", async (error: NodeJS.ErrnoException) => {
    await shutdown();
    fail([error.code === "EADDRINUSE" ? `PORT: ${config.PORT} is already in use` : error.message]);
  });

  let isStopping = false;
  const stop = () => {
    if (isStopping) return;
    isStopping = true;
    logger.info("shutting down: finishing in-flight requests");
    // close() stops accepting and waits for open requests; idle keep-alive sockets are closed now.
    server.close(async () => {
      await shutdown();
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

function fail(lines: string[]): never {
  for (const line of lines) process.stderr.write(`${line}\n`);
  process.exit(1);
}

await main();
