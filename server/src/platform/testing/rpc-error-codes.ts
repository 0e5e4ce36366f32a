import type { PlatformUser } from "./platform-world.ts";

/**
 * Calls one database function as each user in turn, with that user's arguments, and gives back
 * the error code each call got (undefined where it went through): one line per refusal in a test.
 */
export async function rpcErrorCodes(
  fn: string,
  calls: [PlatformUser, Record<string, unknown>][],
): Promise<(string | undefined)[]> {
  const codes: (string | undefined)[] = [];
  for (const [user, args] of calls) {
    const { error } = await user.client.rpc(fn, args);
    codes.push(error?.code);
  }
  return codes;
}
