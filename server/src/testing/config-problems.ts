import { ConfigError, loadConfig } from "../config.ts";

/** The problems `loadConfig` names for an environment; none when it loads. */
export function configProblemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}
