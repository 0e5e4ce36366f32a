import { randomBytes } from "node:crypto";
import { chmod, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** What demo mode keeps in the data directory (mode 0600), beside the signing keys. */
export interface DemoSecrets {
  password: string;
  /** The demo platform admin's authenticator secret (base32), once enrolled. */
  admin_totp_secret?: string;
}

const SECRETS_FILE = "demo-accounts.json";

/**
 * The demo accounts' password, made once per data directory and kept. Random rather than a fixed
 * published one: outside production the server may still listen on a network (HOST=0.0.0.0), and a
 * password in the README would open every demo account, platform admin included, to anyone there.
 * It has every character class, so any AUTH_PASSWORD_REQUIRED_CHARACTERS accepts it.
 */
export async function readOrCreateDemoSecrets(dataDir: string): Promise<DemoSecrets> {
  const path = join(dataDir, SECRETS_FILE);
  try {
    const stored = JSON.parse(await readFile(path, "utf8")) as Partial<DemoSecrets>;
    if (typeof stored.password === "string" && stored.password.length >= 16) {
      return stored as DemoSecrets;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT" && !(error instanceof SyntaxError)) {
      throw error;
    }
  }
  const secrets = { password: `Demo-${randomBytes(9).toString("hex")}-a1A!` };
  await saveDemoSecrets(dataDir, secrets);
  return secrets;
}

export async function saveDemoSecrets(dataDir: string, secrets: DemoSecrets): Promise<void> {
  const path = join(dataDir, SECRETS_FILE);
  await writeFile(path, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  await chmod(path, 0o600);
}
