import { describe, expect, it } from "vitest";
import { AuthError } from "../auth-errors.ts";
import { normalizeEmail, validateEmail } from "./email-address.ts";

function messageFor(email: string): string | undefined {
  try {
    validateEmail(email);
    return undefined;
  } catch (error) {
    return error instanceof AuthError
      ? `${error.status} ${error.code}: ${error.message}`
      : "thrown";
  }
}

const INVALID_FORMAT = "400 validation_failed: Unable to validate email address: invalid format";

describe("validateEmail, as GoTrue's checkmail format", () => {
  it.each([
    "user@example.com",
    "User.Name+tag@Example.COM",
    "user@localhost",
    "a!#$%&'*+/=?^_`{|}~-@x.y",
    "x@a-b.c-d.e",
    `x@${"a".repeat(63)}.com`,
  ])("accepts %s", (email) => {
    expect(messageFor(email)).toBeUndefined();
    expect(normalizeEmail(email)).toBe(email.toLowerCase());
  });

  it.each([
    "xx:;x@x.x",
    "plain",
    "@example.com",
    "user@",
    "a@b@c.d",
    "user name@example.com",
    "user@-example.com",
    "user@example-.com",
    "user@example..com",
    "user@.example.com",
    "user@example.com.",
    "user@exa_mple.com",
    `x@${"a".repeat(64)}.com`,
    "ç@example.com",
    "user@example.com\n",
    '"quoted"@example.com',
  ])("refuses %j", (email) => {
    expect(messageFor(email)).toBe(INVALID_FORMAT);
    expect(normalizeEmail(email)).toBeUndefined();
  });

  it("refuses more than 255 bytes and the empty string in GoTrue's words", () => {
    expect(messageFor(`${"a".repeat(244)}@example.com`)).toBe(
      "400 validation_failed: An email address is too long",
    );
    expect(messageFor(`${"a".repeat(243)}@example.com`)).toBeUndefined();
    expect(messageFor("")).toBe("400 validation_failed: An email address is required");
  });
});
