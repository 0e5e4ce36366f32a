import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestServer } from "../testing/use-test-server.ts";

// The schema cache reloads on `NOTIFY pgrst` as PostgREST's does. The test clock never moves, so
// the "unknown name, reload at most once a second" fallback cannot be what makes a table appear.
const server = useTestServer();
let client: SupabaseClient;

beforeAll(() => {
  client = server.createClient();
});

const createNote = (table: string) => `
  create table public.${table} (id int primary key, body text);
  grant select on public.${table} to anon;
  insert into public.${table} values (1, 'hello');`;

describe("schema cache reload", () => {
  it("a table created after the first request is unknown until NOTIFY pgrst", async () => {
    expect((await client.from("late_note").select("body")).error?.code).toBe("PGRST205");
    await server.db.exec(createNote("late_note"));
    expect((await client.from("late_note").select("body")).error?.code).toBe("PGRST205");

    await server.db.exec("notify pgrst, 'reload schema'");
    // PostgreSQL delivers the notification on another connection, a moment later.
    await expect
      .poll(async () => (await client.from("late_note").select("body")).data)
      .toEqual([{ body: "hello" }]);
  });

  it("an empty payload reloads too; other payloads do not", async () => {
    await server.db.exec(createNote("later_note"));
    await server.db.exec("notify pgrst, 'reload config'");
    expect((await client.from("later_note").select("body")).error?.code).toBe("PGRST205");
    await server.db.exec("notify pgrst");
    await expect
      .poll(async () => (await client.from("later_note").select("body")).data)
      .toEqual([{ body: "hello" }]);
  });
});
