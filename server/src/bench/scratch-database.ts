import { randomBytes } from "node:crypto";
import pg from "pg";

/** A fresh database on the PostgreSQL server at `serverUrl`, and a function that drops it. */
export async function createScratchDatabase(
  serverUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `setu_bench_${randomBytes(6).toString("hex")}`;
  await runAsAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAsAdmin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function runAsAdmin(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
