import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAdaptorServer } from "@hono/node-server";
import { boot, type Booted } from "./boot.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { DemoSetupError, type DemoSummary } from "./demo/set-up-demo.ts";
import { DataDirLockedError } from "./lib/data-dir-lock.ts";
import { createLogger, createTerminalLogStream } from "./lib/logger.ts";
import { KeyConfigError } from "./lib/signing-keys.ts";
import { DatabaseUnavailableError } from "./db/connection-errors.ts";
import { MigrationError } from "./db/migrator.ts";

/** The only module that listens on a port. Prints the banner, shuts down cleanly on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.problems);
    throw error;
  }
  const isPretty = config.LOG_FORMAT ? config.LOG_FORMAT === "pretty" : process.stdout.isTTY;
  const logger = createLogger(config.LOG_LEVEL, isPretty ? createTerminalLogStream() : undefined);
  // Listen first: with PORT=0 the port is known only now, and the defaults that name the server's
  // address (SITE_URL, in e-mailed links) must use it. Requests arriving meanwhile wait for the app.
  const appReady = Promise.withResolvers<Booted["app"]>();
  const server = createAdaptorServer({
    fetch: async (request, env) => (await appReady.promise).fetch(request, env),
  });
  const port = await listen(server, config);
  config = loadConfig({ ...process.env, PORT: String(port) });
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
    if (error instanceof DemoSetupError) {
      fail([`DEMO_MODE: the demo accounts could not be set up: ${error.message}`]);
    }
    throw error;
  }
  const { app, shutdown } = booted;
  appReady.resolve(app);
  booted.realtime.attach(server as Server);
  process.stdout.write(formatBanner(config, booted));

  let isStopping = false;
  const stop = () => {
    if (isStopping) return;
    isStopping = true;
    logger.info("shutting down: finishing in-flight requests");
    // Realtime's sockets are told first: the HTTP server's close does not wait for them.
    void booted.realtime.close();
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

function listen(server: ReturnType<typeof createAdaptorServer>, config: Config): Promise<number> {
  return new Promise((resolve) => {
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") fail([`PORT: ${config.PORT} is already in use`]);
      if (error.code === "EADDRNOTAVAIL")
        fail([`HOST: ${config.HOST} is not an address of this machine`]);
      fail([error.message]);
    });
    server.listen(config.PORT, config.HOST, () => resolve((server.address() as AddressInfo).port));
  });
}

/**
 * Printed last, like `supabase status`; the outbox line, with this start's token, while mail goes
 * to the outbox.
 */
function formatBanner(config: Config, { keys, outboxToken, demo }: Booted): string {
  const url = `http://localhost:${config.PORT}`;
  const hasOutbox = config.NODE_ENV !== "production" && !config.SMTP_URL;
  return [
    "",
    "Bhakti Setu is running.",
    "",
    `App URL: ${url}`,
    `API URL: ${url}`,
    ...(hasOutbox ? [`Mail outbox: ${url}/_dev/mail?token=${outboxToken}`] : []),
    `anon key: ${keys.anonKey}`,
    ...(demo ? formatDemoAccounts(demo) : []),
    `service_role key: ${keys.serviceRoleKey}`,
    "",
    "",
  ].join("\n");
}

/** DEMO_MODE only: who to sign in as. The platform admin's second step takes a code from the secret. */
function formatDemoAccounts(demo: DemoSummary): string[] {
  const width = Math.max(...demo.accounts.map((account) => account.label.length));
  return [
    "",
    `Demo accounts (password for each: ${demo.password}):`,
    ...demo.accounts.map((account) => `  ${account.label.padEnd(width)}  ${account.email}`),
    `  platform admin authenticator secret: ${demo.adminTotp.secret}`,
    `  platform admin authenticator URL: ${demo.adminTotp.uri}`,
    "",
  ];
}

function fail(lines: string[]): never {
  for (const line of lines) process.stderr.write(`${line}\n`);
  process.exit(1);
}

await main();
