import { describe, expect, it } from "vitest";
import { useTestServer } from "../../testing/use-test-server.ts";

const server = useTestServer();

/** Each endpoint that takes a new address, with the body around it. */
const ENDPOINTS: { path: string; isAdmin?: boolean; body: (email: string) => object }[] = [
  { path: "/signup", body: (email) => ({ email, password: "correct horse" }) },
  { path: "/otp", body: (email) => ({ email }) },
  {
    path: "/admin/users",
    isAdmin: true,
    body: (email) => ({ email, password: "correct horse", email_confirm: true }),
  },
  { path: "/invite", isAdmin: true, body: (email) => ({ email }) },
  {
    path: "/admin/generate_link",
    isAdmin: true,
    body: (email) => ({ type: "signup", email, password: "correct horse" }),
  },
];

async function post(path: string, body: object, isAdmin = false) {
  const response = await server.fetch(`http://localhost/auth/v1${path}`, {
    method: "POST",
    headers: {
      "X-Supabase-Api-Version": "2024-01-01",
      ...(isAdmin ? { Authorization: `Bearer ${server.keys.serviceRoleKey}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("e-mail addresses on every endpoint that takes one", () => {
  it.each(ENDPOINTS)("$path refuses xx:;x@x.x as GoTrue does", async ({ path, isAdmin, body }) => {
    expect(await post(path, body("xx:;x@x.x"), isAdmin)).toEqual({
      status: 400,
      body: {
        code: "validation_failed",
        message: "Unable to validate email address: invalid format",
      },
    });
  });

  it.each(ENDPOINTS)("$path accepts an address at localhost", async ({ path, isAdmin, body }) => {
    const email = `${path.replaceAll("/", "")}-${crypto.randomUUID().slice(0, 8)}@localhost`;
    expect((await post(path, body(email), isAdmin)).status).toBe(200);
  });
});
