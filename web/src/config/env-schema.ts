import * as z from "zod/mini";

/**
 * The build-time VITE_ variables (the "Web (build time)" section of .env.example) and their
 * rules. Empty means unset. vite.config.ts validates them when a build or the dev server starts.
 */
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

/** Validates build-time variables; throws with one line per bad variable. */
export function parseEnv(source: Record<string, unknown>): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid VITE_ variable:\n${problems.join("\n")}`);
}
