/** The least environment that loads with NODE_ENV=production: its keys, set to stand-ins. */
export const PRODUCTION_ENV = {
  NODE_ENV: "production",
  AUTH_JWT_KEYS: "k",
  ANON_KEY: "a",
  SERVICE_ROLE_KEY: "s",
};
