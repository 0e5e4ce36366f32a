import { validationFailed } from "../auth-errors.ts";

const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
};

/**
 * `ban_duration` as GoTrue reads it: a Go duration ("24h", "1h30m") from now, or "none" to lift
 * the ban. Returns null for "none", the end of the ban otherwise.
 */
export function readBanUntil(duration: string, now: Date): Date | null {
  if (duration === "none") return null;
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join("") !== duration) {
    throw validationFailed("invalid format for ban duration");
  }
  const ms = parts.reduce(
    (sum, part) => sum + Number(part[1]) * (UNIT_MS[part[2] as string] ?? 0),
    0,
  );
  return new Date(now.getTime() + ms);
}
