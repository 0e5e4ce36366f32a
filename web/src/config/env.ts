import * as z from "zod/mini";

/** Build-time variables (see the "Web (build time)" section of .env.example). Empty means unset. */
const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform((value: unknown) => (value === "" ? undefined : value)),
    z.optional(schema),
  );

const envSchema = z.object({
  VITE_SUPABASE_URL: optional(z.url()),
  VITE_SUPABASE_ANON_KEY: optional(z.string().check(z.minLength(20))),
  VITE_SUPPORT_PHONE: optional(z.string()),
  VITE_SUPPORT_EMAIL: optional(z.email()),
  VITE_SUPPORT_CHAT_URL: optional(z.url()),
  VITE_APP_INSTALL_URL: optional(z.url()),
  VITE_APP_STORE_URL: optional(z.url()),
  VITE_PLAY_STORE_URL: optional(z.url()),
  VITE_REGISTRATION_FORM_URL: optional(z.url()),
});

export type Env = z.infer<typeof envSchema>;

/** Validates build-time variables; throws one line per bad variable. */
export function parseEnv(source: Record<string, unknown>): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid build-time environment:\n${problems.join("\n")}`);
}

/**
 * The validated variables. VITE_ values are fixed when the app is built, so they are checked
 * once, at build time: the pre-render (the SSR build) runs this module and a bad value fails
 * the build. The browser bundle skips the check, which keeps zod out of every page's JavaScript.
 */
export const env: Env = import.meta.env.SSR
  ? parseEnv(import.meta.env)
  : (withoutEmptyValues(import.meta.env) as Env);

function withoutEmptyValues(source: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(source).map(([name, value]) => [name, value === "" ? undefined : value]),
  );
}
