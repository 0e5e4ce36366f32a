// The product as the scale bench drives it (bench-app.ts), and the sign-ups whose sessions send
// the pages.
import type { Database } from "../../db/database.ts";
import { openBenchDatabase, serveBenchApp } from "../bench-app.ts";

/** A signed-up account: its id and its session's access token. */
export interface BenchAccount {
  userId: string;
  accessToken: string;
}

export interface BenchServer {
  base: string;
  anonKey: string;
  /** The database as its owner, for seeding. */
  db: Database;
  signUp(email: string): Promise<BenchAccount>;
  close(): Promise<void>;
}

/** Starts the app on `databaseUrl` (PostgreSQL) or, without one, on a fresh PGlite. */
export async function startBenchServer(databaseUrl: string | undefined): Promise<BenchServer> {
  const database = await openBenchDatabase(databaseUrl);
  const { db } = database;
  const { base, keys, server } = await serveBenchApp(db, database.config);
  return {
    base,
    anonKey: keys.anonKey,
    db,
    async signUp(email) {
      const response = await fetch(`${base}/auth/v1/signup`, {
        method: "POST",
        headers: { apikey: keys.anonKey, "content-type": "application/json" },
        body: JSON.stringify({ email, password: "bench-password-1234" }),
      });
      if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
      const session = (await response.json()) as { access_token: string; user: { id: string } };
      return { userId: session.user.id, accessToken: session.access_token };
    },
    async close() {
      // fetch keeps its connections open; close them rather than wait for their timeout.
      if ("closeAllConnections" in server) server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    },
  };
}
