import { describe, expect, it } from "vitest";
import {
  DatabaseUnavailableError,
  describeConnectFailure,
  isConnectionError,
  isUnsentStatementError,
} from "./connection-errors.ts";

/** An error shaped as node-postgres reports it: a message and a SQLSTATE or errno code. */
function driverError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

describe("isConnectionError", () => {
  it.each([
    ["terminating connection due to administrator command", "57P01"],
    ["terminating connection due to unexpected postmaster exit", "57P02"],
    ["the database system is starting up", "57P03"],
    ["connection failure", "08006"],
    ["connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"],
    ["read ECONNRESET", "ECONNRESET"],
    ["Connection terminated unexpectedly", undefined],
    ["timeout exceeded when trying to connect", undefined],
    ["Client has encountered a connection error and is not queryable", undefined],
  ])("is true for %s", (message, code) => {
    expect(isConnectionError(driverError(message, code))).toBe(true);
  });

  it.each([
    ['duplicate key value violates unique constraint "users_pkey"', "23505"],
    ["canceling statement due to statement timeout", "57014"],
    ['password authentication failed for user "setu"', "28P01"],
    ["something else went wrong", undefined],
  ])("is false for %s", (message, code) => {
    expect(isConnectionError(driverError(message, code))).toBe(false);
  });

  it("is true for the adapter's own DatabaseUnavailableError", () => {
    expect(isConnectionError(new DatabaseUnavailableError("database unavailable"))).toBe(true);
  });
});

describe("isUnsentStatementError", () => {
  it("is true only for the errors node-postgres raises before writing a statement", () => {
    expect(
      isUnsentStatementError(
        driverError("Client has encountered a connection error and is not queryable"),
      ),
    ).toBe(true);
    expect(isUnsentStatementError(driverError("Client was closed and is not queryable"))).toBe(
      true,
    );
    expect(isUnsentStatementError(driverError("Connection terminated unexpectedly"))).toBe(false);
    expect(
      isUnsentStatementError(
        driverError("terminating connection due to administrator command", "57P01"),
      ),
    ).toBe(false);
  });
});

describe("describeConnectFailure", () => {
  it("says why in a few words", () => {
    expect(describeConnectFailure(driverError("connect ECONNREFUSED", "ECONNREFUSED"), 10)).toBe(
      "connection refused",
    );
    expect(describeConnectFailure(driverError("getaddrinfo ENOTFOUND db", "ENOTFOUND"), 10)).toBe(
      "host not found",
    );
    expect(
      describeConnectFailure(driverError("Connection terminated due to connection timeout"), 3),
    ).toBe("no answer within 3 s");
    expect(describeConnectFailure(driverError('database "setu" does not exist', "3D000"), 10)).toBe(
      'database "setu" does not exist',
    );
  });
});
