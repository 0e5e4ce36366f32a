/**
 * The attribute the signed-in start script (features/auth/signed-in-start-script.ts) puts on
 * `<html>` when it has moved a returning user from `/` to their screen's address: the client
 * entry then renders the document instead of hydrating the landing's HTML.
 */
export const SIGNED_IN_START_MARK = "data-signed-in-start";
