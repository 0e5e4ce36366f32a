import { describe, expect, it } from "vitest";
import { fromPostgresError, statusForSqlState } from "./rest-errors.ts";

// PostgREST's SQLSTATE → HTTP table (Error.hs `mapSQLtoHTTP`).
describe("statusForSqlState", () => {
  it.each([
    ["42501", false, "permission denied for table t", 403],
    ["42501", true, "permission denied for table t", 401],
    ["23505", false, "duplicate key", 409],
    ["23503", false, "foreign key", 409],
    ["22P02", false, "invalid input syntax", 400],
    ["23502", false, "null value", 400],
    ["23514", false, "check", 400],
    ["P0001", false, "raise", 400],
    ["P0002", false, "no data found", 500],
    ["42P01", false, "relation does not exist", 404],
    ["42883", false, "function does not exist", 404],
    ["25006", false, "read-only transaction", 405],
    ["25P02", false, "in failed transaction", 500],
    ["21000", false, "UPDATE requires a WHERE clause", 400],
    ["21000", false, "more than one row returned by a subquery", 500],
    ["22023", false, 'role "x" does not exist', 401],
    ["22023", false, "invalid parameter", 400],
    ["08006", false, "connection failure", 503],
    ["53300", false, "too many connections", 503],
    ["53400", false, "configuration limit exceeded", 500],
    ["57P01", false, "admin shutdown", 503],
    ["57014", false, "statement timeout", 500],
    ["0LP01", false, "invalid grant", 403],
    ["28000", false, "invalid authorization", 403],
    ["42P17", false, "infinite recursion in policy", 500],
    ["40001", false, "serialization failure", 500],
    ["XX000", false, "internal", 500],
    ["09000", false, "triggered action", 500],
    ["PT402", false, "payment required", 402],
    ["55000", true, 'cannot insert into view "v"', 405],
    ["55000", false, 'cannot update view "v"', 405],
    ["55000", false, 'cannot delete from view "v"', 405],
    ["55000", false, "object not in prerequisite state", 500],
    ["42703", false, "column does not exist", 400],
  ])("%s (anon %s, %s) → %i", (code, isAnon, message, status) => {
    expect(statusForSqlState(code, isAnon, message)).toBe(status);
  });
});

describe("fromPostgresError", () => {
  it("passes code, message, detail and hint through; 401 carries WWW-Authenticate", () => {
    const error = fromPostgresError(
      { code: "42501", message: "permission denied for table t", detail: null, hint: "h" },
      true,
    );
    expect(error.toBody()).toEqual({
      code: "42501",
      message: "permission denied for table t",
      details: null,
      hint: "h",
    });
    expect([error.status, error.headers]).toEqual([401, { "WWW-Authenticate": "Bearer" }]);
    const conflict = fromPostgresError(
      { code: "23505", message: "dup", detail: "Key (id)=(1) already exists.", hint: null },
      false,
    );
    expect([conflict.status, conflict.details, conflict.headers]).toEqual([
      409,
      "Key (id)=(1) already exists.",
      {},
    ]);
  });
});
