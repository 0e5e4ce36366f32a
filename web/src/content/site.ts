import { env } from "@/config/env";

/** Site-wide constants (SPEC §1). Each external value can be overridden by a VITE_ variable. */
export interface SiteConfig {
  name: string;
  tagline: string;
  /** Shown in the footer and the legal pages; defaults are reserved example values, not real ones. */
  supportPhone: string;
  supportEmail: string;
  /**
   * Where a user who lost their authenticator writes (VITE_SUPPORT_EMAIL), or null when unset:
   * that help names no address rather than a placeholder nobody reads.
   */
  lostAuthenticatorEmail: string | null;
  /** A WhatsApp chat link to the support number with a prefilled greeting (footer: Contact Us). */
  supportChatUrl: string;
  /** Where the app is installed from: /download redirects here. */
  appInstallUrl: string;
  /**
   * The store listings (VITE_APP_STORE_URL, VITE_PLAY_STORE_URL), or null while unset: the
   * download dialog then shows no store button rather than one leading to a placeholder.
   */
  appStoreUrl: string | null;
  playStoreUrl: string | null;
  /** The one external form gurus and temples register through. */
  registrationFormUrl: string;
  location: string;
  copyrightYear: number;
  minimumIos: string;
  minimumAndroid: string;
  legalLastUpdated: string;
  grievanceOfficer: { name: string; email: string; phone: string };
}

const DEFAULT_PHONE = "+91 11 0000 0000";
const supportPhone = env.VITE_SUPPORT_PHONE ?? DEFAULT_PHONE;
const supportEmail = env.VITE_SUPPORT_EMAIL ?? "support@example.com";
const greeting = "Namaste! I need help with Bhakti Setu.";
const appInstallUrl = env.VITE_APP_INSTALL_URL ?? "https://example.com/bhakti-setu/install";

/** `https://wa.me/<digits>?text=<greeting>` for a phone number in any notation. */
export function chatLinkFor(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

export const site: SiteConfig = {
  name: "Bhakti Setu",
  tagline: "Your Spiritual Gateway",
  supportPhone,
  supportEmail,
  lostAuthenticatorEmail: env.VITE_SUPPORT_EMAIL ?? null,
  supportChatUrl: env.VITE_SUPPORT_CHAT_URL ?? chatLinkFor(supportPhone, greeting),
  appInstallUrl,
  appStoreUrl: env.VITE_APP_STORE_URL ?? null,
  playStoreUrl: env.VITE_PLAY_STORE_URL ?? null,
  registrationFormUrl: env.VITE_REGISTRATION_FORM_URL ?? "https://example.com/bhakti-setu/register",
  location: "Delhi, India",
  copyrightYear: 2025,
  minimumIos: "iOS 12",
  minimumAndroid: "Android 6",
  legalLastUpdated: "1 November 2025",
  grievanceOfficer: {
    name: "Grievance Officer, Bhakti Setu",
    email: supportEmail,
    phone: supportPhone,
  },
};
