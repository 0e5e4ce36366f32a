import { describe, expect, it } from "vitest";
import {
  clearLeavingForGoogle,
  markLeavingForGoogle,
  readGoogleReturnError,
  signInPathAfterGoogleError,
} from "./google-return";

function leftForGoogle() {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  markLeavingForGoogle(storage);
  return storage;
}

const at = (search: string, hash = "") => ({ search, hash });

describe("readGoogleReturnError", () => {
  it("calls Google's own access_denied a cancellation, from the query or the fragment", () => {
    const storage = leftForGoogle();
    const denied = "error=access_denied&error_description=End-User+aborted+interaction";
    expect(readGoogleReturnError(at(`?${denied}`, `#${denied}`), storage)).toBe("cancelled");
    expect(readGoogleReturnError(at("", `#${denied}`), storage)).toBe("cancelled");
  });

  it("calls any other error, or one our auth server coded, a failure", () => {
    const storage = leftForGoogle();
    expect(readGoogleReturnError(at("?error=server_error&error_description=x"), storage)).toBe(
      "failed",
    );
    expect(
      readGoogleReturnError(at("?error=access_denied&error_code=signup_disabled"), storage),
    ).toBe("failed");
  });

  it("says nothing without an error, or when the tab never left for Google", () => {
    const storage = leftForGoogle();
    expect(readGoogleReturnError(at("?code=abc"), storage)).toBeNull();
    clearLeavingForGoogle(storage);
    // An expired e-mail link comes back the same way; it is not Google's to explain.
    expect(readGoogleReturnError(at("?error=access_denied&error_code=otp_expired"), storage)).toBe(
      null,
    );
    expect(readGoogleReturnError(at("?error=access_denied"), null)).toBeNull();
  });
});

describe("signInPathAfterGoogleError", () => {
  it("opens the sign-in dialog at home, back to the page headed for, without the error", () => {
    expect(signInPathAfterGoogleError({ pathname: "/", search: "?error=access_denied" })).toBe(
      "/?auth=sign-in",
    );
    expect(
      signInPathAfterGoogleError({
        pathname: "/devotee-dashboard",
        search: "?tab=week&error=server_error&error_code=x&error_description=y",
      }),
    ).toBe("/?auth=sign-in&next=%2Fdevotee-dashboard%3Ftab%3Dweek");
  });
});
