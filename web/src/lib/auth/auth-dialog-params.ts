/**
 * The sign-in dialog lives in the URL (`?auth=sign-in` or `?auth=sign-up`, plus `next`), so a
 * guard or a public call to action can open it and send the person on afterwards.
 */
export const AUTH_PARAM = "auth";
export const NEXT_PARAM = "next";

export type AuthDialogTab = "sign-in" | "sign-up";
