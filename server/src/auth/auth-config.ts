import { z } from "zod";

/** Auth service settings (GoTrue's GOTRUE_* equivalents), merged into the server's env schema. */
const seconds = z.coerce.number().int().positive();

export const authEnvShape = {
  SITE_URL: z.url().default("http://localhost:3000"),
  AUTH_JWT_EXP: seconds.max(604_800).default(3600),
};
