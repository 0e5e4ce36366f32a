import type { ReactNode } from "react";
import { defineMessages } from "@/lib/i18n/define-messages";

export const twoFactorMessages = defineMessages("two-factor", {
  title: "Two-factor sign-in",
  loadingSettings: "Loading your sign-in settings",
  loadingAccount: "Loading your account",
  onSince: (date: string) => (
    <>
      <strong>On since {date}.</strong> Each time you sign in, you type the code from your
      authenticator app after your password.
    </>
  ),
  off: () => (
    <>
      <strong>Off.</strong> When it is on, signing in needs your password and a 6-digit code from an
      authenticator app on your phone, so your password alone is not enough for anyone else.
    </>
  ),
  turnOn: "Turn on",
  preparing: "Preparing…",
  turnOff: "Turn off",
  turningOff: "Turning off…",
  turnedOnTitle: "Two-factor sign-in is on",
  turnedOnText: "Next time you sign in, have your phone with you.",
  step1: "Step 1. Open your authenticator app",
  step1Text:
    "On your phone, open Google Authenticator, Microsoft Authenticator or a similar app, and choose to add an account (often a + button).",
  step2: "Step 2. Scan this QR code with the app",
  qrAlt: "QR code for your authenticator app",
  cannotScan: "Cannot scan it? Choose to enter a set-up key in the app, and type this key:",
  copyKey: "Copy key",
  copied: "Copied. Paste it into your app.",
  copyFailed: "Could not copy. Please type the letters and numbers instead.",
  step3: "Step 3. Type the code the app shows",
  step3Hint: "The app shows a new code every 30 seconds. Type the newest one.",
  checkAndTurnOn: "Check code and turn on",
  cancelSetUp: "Cancel set-up",
  codeLabel: "6-digit code",
  checking: "Checking…",
  codeFormat: "Type the 6 digits your app shows, like 123456.",
  codeMissing: "Type the 6-digit code.",
  screenTitle: "Enter the code from your authenticator app",
  signedInAs: (account: string) => `Signed in as ${account}`,
  screenIntro:
    "Open the authenticator app on your phone and type the 6-digit code it shows for Bhakti Setu.",
  screenHint: "A new code appears every 30 seconds. Type the newest one.",
  verify: "Verify",
  lostPhone: (address: ReactNode) => (
    <>
      Lost your phone? Type the code from your backup authenticator, or write to {address} from your
      registered e-mail.
    </>
  ),
  lostPhoneNoAddress:
    "Lost your phone? Type the code from your backup authenticator, or ask the team that runs this site to remove your authenticators once they have checked who you are.",
  notYou: "Not you, or want to stop here?",
  turnOffTitle: "Turn off two-factor sign-in?",
  turnOffText:
    "After this, your password alone is enough to sign in. You can turn it on again at any time.",
  turnOffCodeLabel: "6-digit code from your authenticator app",
  authenticators: "Your authenticator apps",
  addedOn: (date: string) => `added ${date}`,
  addBackup: "Add a backup authenticator",
  backupHint:
    "Set up a second phone or app too. If you lose one, the other still gives you the code.",
  backupNeedsCode: "To add or remove an authenticator, sign in again with your code first.",
  backupAdded: "Backup authenticator added",
  backupAddedText: "Either app's code now signs you in.",
  remove: "Remove",
  removeLabel: (name: string) => `Remove ${name}`,
  removeTitle: (name: string) => `Remove ${name}?`,
  removeText: "Two-factor sign-in stays on with your other authenticator app.",
  adminKeeps:
    "Administrators keep two-factor sign-in on. To change phones, add the new one as a backup first, then remove the old one.",
  errors: {
    adminKeepsLast:
      "Administrators keep two-factor sign-in on. Add another authenticator before removing this one.",
    unreachable: "We could not reach Bhakti Setu. Check your internet connection and try again.",
    mismatch: "That code did not match. Check the time on your phone and type the newest code.",
    late: "That code came too late. Type the newest code from your app.",
    tooMany: "Too many tries. Please wait five minutes, then type the newest code.",
    needsCode: "For your safety, type the code from your authenticator app first.",
    setUpEnded: "This set-up has ended. Close it and press Turn on to start again.",
    sessionEnded: "Your session has ended. Sign out, sign in again, then try once more.",
    serverTrouble: "Bhakti Setu is having trouble right now. Please try again in a moment.",
    unknown: "Something went wrong. Please try again.",
  },
});
