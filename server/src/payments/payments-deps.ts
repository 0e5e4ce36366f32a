import type { Database } from "../db/database.ts";
import type { Clock } from "../lib/clock.ts";
import type { JwtVerifier } from "../lib/jwt.ts";
import type { Logger } from "../lib/logger.ts";
import type { PaymentGateways } from "./gateways/payment-gateways.ts";

/** What the payments routes and services use, built once when the router is created. */
export interface PaymentsDeps {
  db: Database;
  jwt: JwtVerifier;
  clock: Clock;
  logger: Logger;
  gateways: PaymentGateways;
  /** The site's origin: return_to paths must stay on it. */
  siteUrl: string;
}
