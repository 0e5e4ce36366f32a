/** `npm run admin -- <command>`: reads the words of a command line and runs the operator command. */
import type { Database } from "../db/database.ts";
import {
  AdminCommandError,
  decideVerification,
  grantPlatformAdmin,
  removeFactors,
  setVerification,
} from "./admin-commands.ts";
import { listFailedMessages, retryFailedMessage } from "./failed-messages.ts";

const ADMIN_USAGE = [
  "Usage:",
  "  npm run admin -- grant <email>           make a user a platform administrator",
  "  npm run admin -- verify <slug>           list a provider or temple publicly",
  "  npm run admin -- reject <slug> <reason>  reject a provider or temple, telling them why",
  "  npm run admin -- suspend <slug> <reason> hide a verified provider or temple, telling them why",
  "  npm run admin -- reinstate <slug>        list a suspended provider or temple again",
  '  npm run admin -- remove-factors <email-or-phone> --reason "identity check done: …"',
  "                                           remove a user's authenticators and sign them out everywhere",
  "  npm run admin -- failed-messages         list SMS and WhatsApp messages that failed for good",
  "  npm run admin -- retry-message <number>  send a failed message again",
].join("\n");

/**
 * Runs one command line (`["verify", "ghat-mandir"]`) and returns what it prints; a refusal or an
 * unknown command throws AdminCommandError with the words to show. The script runs it on its own
 * database connection, the server's /admin/v1/commands on the server's.
 */
export function runAdminCommand(db: Database, args: readonly string[]): Promise<string> {
  const [command, target, ...rest] = args;
  if (command === "grant" && target && rest.length === 0) return grantPlatformAdmin(db, target);
  if (command === "verify" && target && rest.length === 0) {
    return setVerification(db, target, "verified");
  }
  if (command === "reject" && target && rest.length > 0) {
    return setVerification(db, target, "rejected", rest.join(" "));
  }
  if (command === "suspend" && target && rest.length > 0) {
    return decideVerification(db, target, "suspend", rest.join(" "));
  }
  if (command === "reinstate" && target && rest.length === 0) {
    return decideVerification(db, target, "reinstate");
  }
  if (command === "remove-factors" && target && rest[0] === "--reason" && rest.length > 1) {
    return removeFactors(db, target, rest.slice(1).join(" "));
  }
  if (command === "failed-messages" && !target) return listFailedMessages(db);
  if (command === "retry-message" && target && rest.length === 0) {
    return retryFailedMessage(db, target);
  }
  return Promise.reject(new AdminCommandError(ADMIN_USAGE));
}
