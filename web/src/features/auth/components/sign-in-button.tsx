import { AppDownloadButton } from "@/components/app-download/app-download-button";
import type { ButtonProps } from "@/components/ui/button";

/**
 * The header's Sign In button. For now it opens the app-download dialog; the accounts work
 * replaces it with the real sign-in dialog (which loads supabase-js on open).
 */
export function SignInButton(props: Omit<ButtonProps, "asChild" | "children">) {
  return <AppDownloadButton {...props}>Sign In</AppDownloadButton>;
}
