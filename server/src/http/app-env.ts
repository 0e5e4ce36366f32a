import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import type { Clock } from "../lib/clock.ts";
import type { JwtVerifier } from "../lib/jwt.ts";
import type { Logger } from "../lib/logger.ts";
import type { SigningKeys } from "../lib/signing-keys.ts";
import type { StaticSite } from "./static-site.ts";

/** Everything a request handler may use, built once at start and passed down explicitly. */
export interface AppDeps {
  config: Config;
  db: Database;
  keys: SigningKeys;
  jwt: JwtVerifier;
  clock: Clock;
  logger: Logger;
  /** The built web app; absent when the server runs API-only (tests, `WEB_BUILD_DIR` missing). */
  site?: StaticSite;
  /** Made at each start and printed in the banner: opens /_dev/mail (`?token=`). */
  outboxToken?: string;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
  };
}
