import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail } from "../auth/auth-test-helpers.ts";
import { createTestServer, type TestServer } from "../testing/create-test-server.ts";
import { openTestDatabase } from "../testing/test-database.ts";
import { createRecordingDatabase, type RecordingDatabase } from "./recording-database.ts";
import { createSignInWork, type RecordedSignIn } from "./sign-in-work.ts";

let db: RecordingDatabase;
let server: TestServer;

beforeAll(async () => {
  db = createRecordingDatabase(await openTestDatabase());
  server = await createTestServer({ db });
});
afterAll(() => db.close());

async function recordSignIn(): Promise<{ signIn: RecordedSignIn; userId: string }> {
  const email = uniqueEmail("bench");
  const client = server.createClient();
  await client.auth.signUp({ email, password: "correct horse" });
  const stop = db.record();
  const { data, error } = await client.auth.signInWithPassword({
    email,
    password: "correct horse",
  });
  const calls = stop();
  if (error || !data.session) throw error ?? new Error("no session");
  return {
    signIn: {
      calls,
      sessionId: String(decodeJwt(data.session.access_token).session_id),
      refreshToken: data.session.refresh_token,
    },
    userId: data.user.id,
  };
}

const count = async (sql: string, params: unknown[]) =>
  Number((await db.query<{ n: string }>(sql, params)).rows[0]?.n);

describe("createSignInWork", () => {
  it("signs in again with the recorded SQL: a new session each time, and no failure left", async () => {
    const { signIn, userId } = await recordSignIn();
    const sessions = () =>
      count("select count(*) as n from auth.sessions where user_id = $1", [userId]);
    const tokens = () =>
      count("select count(distinct token_hash) as n from auth.refresh_tokens where user_id = $1", [
        userId,
      ]);
    const [sessionsBefore, tokensBefore] = [await sessions(), await tokens()];
    const steps: string[] = [];
    const work = createSignInWork(db, [signIn], {
      verify: async () => steps.push("verify"),
      sign: async () => {
        steps.push("sign");
        return "signed";
      },
    });

    await expect(work()).resolves.toBe("signed");
    await work();
    await work();

    expect(steps).toEqual(["verify", "sign", "verify", "sign", "verify", "sign"]);
    expect(await sessions()).toBe(sessionsBefore + 3);
    expect(await tokens()).toBe(tokensBefore + 3);
    expect(await count("select count(*) as n from auth.password_failures", [])).toBe(0);
  });

  it("refuses a recording that does not end with a password sign-in's two pipelines", async () => {
    const { signIn } = await recordSignIn();
    const steps = { verify: async () => true, sign: async () => "signed" };
    // The session pipeline taken away, the access token hook's call kept last.
    const calls = [...signIn.calls.slice(0, -2), signIn.calls.at(-1)!];

    expect(() => createSignInWork(db, [{ ...signIn, calls }], steps)).toThrow(
      /ends with two pipelines \(and the token hook\), not (q \+ )?pipeline 2 \+ q$/,
    );
  });
});
