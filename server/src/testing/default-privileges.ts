/**
 * Default privileges that grant nothing to anyone, not even execute on new functions to public:
 * run after the server's migrations (which set Supabase's defaults) and before the app's, so every
 * privilege the app's schema needs must be granted by name.
 */
export const NO_DEFAULT_PRIVILEGES = `
  alter default privileges revoke execute on functions from public;
  alter default privileges in schema public
    revoke all on tables from public, anon, authenticated, service_role;
  alter default privileges in schema public
    revoke all on sequences from public, anon, authenticated, service_role;
  alter default privileges in schema public
    revoke all on functions from public, anon, authenticated, service_role;`;

/** Default privileges as a hosted Supabase project has them: all, to every API role. */
export const HOSTED_DEFAULT_PRIVILEGES = `
  alter default privileges in schema public
    grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public
    grant all on sequences to anon, authenticated, service_role;
  alter default privileges in schema public
    grant all on functions to anon, authenticated, service_role;`;
