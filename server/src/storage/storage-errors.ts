import type { PostgresError } from "../db/postgres-error.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../http/database-unavailable.ts";

/**
 * The one error type of the storage API, rendered as Supabase Storage renders its errors:
 * `{ statusCode: "404", code: "NoSuchKey", error: "not_found", message }`. As in Storage's error
 * handler, the HTTP status is 400 for every client error (the real status is the `statusCode`
 * string) unless `httpStatus` says otherwise; 5xx stay 5xx. `cause` is logged, never sent.
 */
export class StorageError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly error: string;
  readonly httpStatus: number;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    options: { error?: string; httpStatus?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.statusCode = statusCode;
    this.code = code;
    this.error = options.error ?? code;
    this.httpStatus = options.httpStatus ?? (statusCode >= 500 ? statusCode : 400);
  }

  toBody(): { statusCode: string; code: string; error: string; message: string } {
    return {
      statusCode: String(this.statusCode),
      code: this.code,
      error: this.error,
      message: this.message,
    };
  }
}

export const storageErrors = {
  noSuchBucket: () =>
    new StorageError(404, "NoSuchBucket", "Bucket not found", { error: "Bucket not found" }),
  noSuchKey: () => new StorageError(404, "NoSuchKey", "Object not found", { error: "not_found" }),
  invalidKey: (key: string) => new StorageError(400, "InvalidKey", `Invalid key: ${key}`),
  invalidBucketName: () =>
    new StorageError(400, "InvalidBucketName", "Bucket name invalid", { error: "Invalid Input" }),
  invalidRequest: (message: string) => new StorageError(400, "InvalidRequest", message),
  invalidJwt: (message: string) => new StorageError(400, "InvalidJWT", message),
  invalidSignature: (message = "Invalid signature") =>
    new StorageError(400, "InvalidSignature", message),
  expiredSignature: () => new StorageError(400, "ExpiredToken", "The provided token has expired."),
  accessDenied: (message: string, httpStatus?: number) =>
    new StorageError(403, "AccessDenied", message, { error: "Unauthorized", httpStatus }),
  bucketAlreadyExists: () =>
    new StorageError(409, "BucketAlreadyExists", "The resource already exists", {
      error: "Duplicate",
    }),
  bucketNotEmpty: () =>
    new StorageError(409, "ResourceNotEmpty", "The bucket you tried to delete is not empty"),
  /** Storage's answer when a request has no Authorization header at all (a schema failure). */
  missingAuthorization: () =>
    new StorageError(400, "InvalidRequest", "headers must have required property 'authorization'", {
      error: "Error",
    }),
  /** Storage's not-found handler; `url` is the path below /storage/v1, with its query string. */
  routeNotFound: (method: string, url: string) =>
    new StorageError(404, "InvalidRequest", `Route ${method}:${url} not found`, {
      error: "Not Found",
      httpStatus: 404,
    }),
  invalidFileSizeLimit: () =>
    new StorageError(
      400,
      "InvalidRequest",
      "Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B",
    ),
  alreadyExists: () =>
    new StorageError(409, "ResourceAlreadyExists", "The resource already exists", {
      error: "Duplicate",
    }),
  entityTooLarge: () =>
    new StorageError(413, "EntityTooLarge", "The object exceeded the maximum allowed size", {
      error: "Payload too large",
    }),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, "InvalidMimeType", `mime type ${mimeType} is not supported`, {
      error: "invalid_mime_type",
    }),
  invalidRange: () =>
    new StorageError(416, "InvalidRange", "invalid range provided", {
      error: "invalid_range",
      httpStatus: 416,
    }),
  noContent: () => new StorageError(400, "InvalidRequest", "No content provided"),
  databaseUnavailable: (cause: unknown) =>
    new StorageError(503, "DatabaseError", DATABASE_UNAVAILABLE_MESSAGE, {
      error: "DatabaseError",
      cause,
    }),
  internal: (cause: unknown) =>
    new StorageError(500, "InternalError", "Internal server error", { error: "Internal", cause }),
};

/** A Postgres error as Storage reports it (DBError.fromDBError): RLS denials, duplicates. */
export function fromPostgresError(error: PostgresError, cause: unknown): StorageError {
  if (error.code === "42501") {
    const message = error.message.includes("row-level security")
      ? "new row violates row-level security policy"
      : error.message;
    return new StorageError(403, "AccessDenied", message, { error: "Unauthorized", cause });
  }
  if (error.code === "23505") {
    return new StorageError(409, "ResourceAlreadyExists", "The resource already exists", {
      error: "Duplicate",
      cause,
    });
  }
  return new StorageError(500, "DatabaseError", `database error, code: ${error.code}`, {
    error: "DatabaseError",
    cause,
  });
}
