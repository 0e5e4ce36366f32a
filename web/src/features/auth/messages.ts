import { defineMessages } from "@/lib/i18n/define-messages";

// Read by the pre-rendered pages' start-up code (Sign In, the dialog's stand-in, the home
// gate): short keys, few words. The dialog's own text loads with the dialog.
export const authMessages = defineMessages("auth", {
  signIn: "Sign In",
  loading: "Loading your account",
  welcome: "Welcome to Bhakti Setu",
  loadingSignIn: "Loading sign-in…",
});
