import { defineMessages } from "@/lib/i18n/define-messages";

/** What a person reads when a form is not filled in right or the auth server says no. */
export const authErrorMessages = defineMessages("auth.errors", {
  emailMissing: "Please enter your e-mail address.",
  emailInvalid: "Please enter a valid e-mail address, like name@example.com.",
  passwordMissing: "Please enter your password.",
  newPasswordMissing: "Please choose a password.",
  passwordTooShort: (min: number) => `Use at least ${min} characters.`,
  passwordTooLong: (max: number) => `Use at most ${max} characters.`,
  fullNameMissing: "Please enter your full name.",
  passwordsDiffer: "The two passwords do not match. Type it again.",
  phoneMissing: "Please enter your mobile number.",
  phoneIndia: "Enter the 10-digit mobile number, starting with 6, 7, 8 or 9.",
  phoneOther: "Enter the mobile number without the country code: 6 to 14 digits.",
  codeInvalid: "Type the 6 digits from the SMS, like 123456.",
  weakReasons: {
    length: "make it longer",
    characters: "mix upper- and lower-case letters, digits and symbols",
    pwned: "it has appeared in a known data leak, so choose another one",
  },
  weakWith: (advice: string) => `This password is too weak: ${advice}.`,
  weak: "This password is too weak. Choose a longer one with letters, digits and symbols.",
  unreachable: "We could not reach Bhakti Setu. Check your internet connection and try again.",
  invalidCredentials: "The e-mail address or password is incorrect.",
  emailNotConfirmed:
    "Please confirm your e-mail address first: open the link we sent to your inbox.",
  emailTaken: "An account with this e-mail address already exists. Sign in instead.",
  tooMany: "Too many attempts. Please wait a few minutes and try again.",
  emailAddressInvalid: "Please enter a valid e-mail address.",
  signupDisabled: "New accounts cannot be created right now. Please try again later.",
  banned: "This account has been suspended. Please contact support.",
  samePassword: "Choose a password different from your current one.",
  validation: "Please check the details you entered and try again.",
  codeWrong:
    "This code is not right, or it has expired. Check the SMS and type its code, or ask for a new one.",
  phoneUnknown: "No account uses this mobile number yet. Sign up instead.",
  phoneOff: "Signing in with a mobile number is not available right now. Please use your e-mail.",
  smsWait: "Please wait a little before asking for another code.",
  smsFailed: "We could not send the SMS. Check the number and try again.",
  serverTrouble: "Bhakti Setu is having trouble right now. Please try again in a moment.",
  unknown: "Something went wrong. Please try again.",
});
