import { describe, expect, it } from "vitest";
import { parseEnv } from "./env-schema";

describe("parseEnv", () => {
  it("accepts unset and empty variables", () => {
    expect(parseEnv({ VITE_SUPABASE_URL: "", VITE_SUPPORT_EMAIL: undefined })).toEqual({});
  });

  it("keeps valid values", () => {
    const env = parseEnv({
      VITE_SUPABASE_URL: "https://abc.supabase.co",
      VITE_SUPPORT_EMAIL: "help@example.org",
      VITE_APP_INSTALL_URL: "https://example.org/app",
    });
    expect(env.VITE_SUPABASE_URL).toBe("https://abc.supabase.co");
    expect(env.VITE_SUPPORT_EMAIL).toBe("help@example.org");
  });

  it("names each bad variable", () => {
    expect(() =>
      parseEnv({ VITE_SUPABASE_URL: "not a url", VITE_SUPPORT_EMAIL: "nobody" }),
    ).toThrow(/VITE_SUPABASE_URL[\s\S]*VITE_SUPPORT_EMAIL/);
  });
});
