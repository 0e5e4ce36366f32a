import type { Database } from "../db/database.ts";
import type { Clock } from "../lib/clock.ts";
import type { JwtVerifier } from "../lib/jwt.ts";
import type { Logger } from "../lib/logger.ts";
import type { SigningKeys } from "../lib/signing-keys.ts";
import type { FileStore } from "./file-store.ts";

/** What the storage services use, built once when the router is created. */
export interface StorageDeps {
  db: Database;
  keys: SigningKeys;
  jwt: JwtVerifier;
  clock: Clock;
  logger: Logger;
  files: FileStore;
  /** The global upload cap (`STORAGE_FILE_SIZE_LIMIT`); a bucket's own limit may be lower. */
  fileSizeLimit: number;
}
