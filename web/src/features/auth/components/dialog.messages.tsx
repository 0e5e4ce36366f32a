import type { ReactNode } from "react";
import { defineMessages } from "@/lib/i18n/define-messages";

export const authDialogMessages = defineMessages("auth.dialog", {
  description: "Sign in to your account, or create one to begin your spiritual journey.",
  confirmationSent: (email: ReactNode) => (
    <>
      Almost there! We have sent a confirmation link to <strong>{email}</strong>. Check your inbox
      and open the link to finish creating your account.
    </>
  ),
  close: "Close",
  signInTab: "Sign In",
  signUpTab: "Sign Up",
  ways: "Sign in with",
  email: "Email",
  mobile: "Mobile number",
  signInForm: "Sign in",
  signUpForm: "Sign up",
  password: "Password",
  forgotPassword: "Forgot password?",
  signingIn: "Signing In...",
  signIn: "Sign In",
  fullName: "Full name",
  passwordHint: (min: number) => `At least ${min} characters.`,
  joiningAs: "I am joining as",
  creatingAccount: "Creating Account...",
  createAccount: "Create Account",
  resetForm: "Reset password",
  resetIntro: "Enter your e-mail address and we will send you a link to choose a new password.",
  resetSent: (email: ReactNode) => (
    <>
      If an account exists for <strong>{email}</strong>, we have sent it a link to choose a new
      password. Check your inbox.
    </>
  ),
  sending: "Sending...",
  sendResetLink: "Send Reset Link",
  backToSignIn: "Back to Sign In",
});
