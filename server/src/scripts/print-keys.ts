// `npm run keys`: a fresh signing key set and matching API keys, for AUTH_JWT_KEYS / ANON_KEY / SERVICE_ROLE_KEY.
import { generateKeySet } from "../lib/signing-keys.ts";

const set = await generateKeySet();
process.stdout.write(
  [
    `AUTH_JWT_KEYS='${JSON.stringify({ keys: set.keys })}'`,
    `ANON_KEY=${set.anon_key}`,
    `SERVICE_ROLE_KEY=${set.service_role_key}`,
    "",
  ].join("\n"),
);
