import { type FormEvent, useRef, useState } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeAuthError } from "../auth-error-messages";
import type { AuthStore } from "../auth-store";
import { authErrorMessages } from "../errors.messages";
import { checkFullName, collectErrors, type FieldErrors } from "../form-validation";
import {
  checkMobileNumber,
  COUNTRY_CODES,
  type CountryCode,
  DEFAULT_COUNTRY_CODE,
  formatMobileNumber,
  secondsToWait,
  toE164,
} from "../phone-number";
import { authDialogMessages } from "./dialog.messages";
import { AuthForm } from "./auth-form";
import { PhoneNumberField } from "./credential-fields";
import { useFocusFirstInvalid } from "./form-field";
import { PhoneCodeStep } from "./phone-code-step";
import { phoneMessages } from "./phone.messages";
import { NewAccountFields, useNewAccount } from "./new-account-fields";
import { useCountdown } from "./use-countdown";
import { useSingleSubmit } from "@/lib/use-single-submit";

/** How long the resend button waits after a code is sent. */
export const RESEND_SECONDS = 30;

type Field = "fullName" | "phone";

/**
 * Signing in (or up, with a full name and the role, kept as the pending role) with a mobile
 * number: the number with its country code, then the 6-digit code texted to it.
 */
export function PhoneForm({
  store,
  isSignUp,
  phone,
  onPhoneChange,
  onSignedIn,
}: {
  store: AuthStore;
  isSignUp: boolean;
  phone: string;
  onPhoneChange(phone: string): void;
  onSignedIn(): void;
}) {
  const m = useMessages(phoneMessages);
  const dialog = useMessages(authDialogMessages);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [countryCode, setCountryCode] = useState<CountryCode>(DEFAULT_COUNTRY_CODE);
  const account = useNewAccount();
  const { fullName, role } = account;
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** The number the code went to (E.164), once it has gone. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const countdown = useCountdown();
  /** The number the countdown is for: another number may have its code at once. */
  const [waitingNumber, setWaitingNumber] = useState<string | null>(null);
  const { isPending, run } = useSingleSubmit();

  function startWait(e164: string, seconds: number) {
    setWaitingNumber(e164);
    countdown.start(seconds);
  }

  /** Texts a code to `e164`; says whether one is on its way, and the sentence when it failed. */
  async function sendCode(e164: string): Promise<{ isSent: boolean; problem: string | null }> {
    try {
      const { error } = await store.sendPhoneSignInCode({
        phone: e164,
        signUp: isSignUp ? { fullName: fullName.trim() } : undefined,
      });
      if (!error) {
        startWait(e164, RESEND_SECONDS);
        return { isSent: true, problem: null };
      }
      // This number's last code is still fresh: it can be typed, and a new one follows the wait.
      const wait = error.code === "over_sms_send_rate_limit" ? secondsToWait(error.message) : null;
      if (wait !== null) startWait(e164, wait);
      return { isSent: wait !== null, problem: describeAuthError(error) };
    } catch {
      return { isSent: false, problem: messagesOf(authErrorMessages).unreachable };
    }
  }

  async function verifyCode(code: string): Promise<string | null> {
    if (!sentTo) return null;
    try {
      const { error } = await store.verifyPhoneSignIn({
        phone: sentTo,
        code,
        role: isSignUp ? role : undefined,
      });
      if (error) return describeAuthError(error);
      onSignedIn();
      return null;
    } catch {
      return messagesOf(authErrorMessages).unreachable;
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const invalid = collectErrors<Field>({
      fullName: isSignUp ? checkFullName(fullName) : null,
      phone: checkMobileNumber(countryCode, phone),
    });
    setErrors(invalid ?? {});
    if (invalid) {
      focusFirstInvalid();
      return;
    }
    void run(async () => {
      const e164 = toE164(countryCode, phone);
      const { isSent, problem } = await sendCode(e164);
      setFormError(isSent ? null : problem);
      if (isSent) setSentTo(e164);
    });
  }

  if (sentTo) {
    return (
      <PhoneCodeStep
        sentTo={formatMobileNumber(countryCode, phone)}
        secondsLeft={countdown.secondsLeft}
        onVerify={verifyCode}
        onResend={async () => (await sendCode(sentTo)).problem}
        onChangeNumber={() => setSentTo(null)}
      />
    );
  }

  const isWaiting = countdown.secondsLeft > 0 && waitingNumber === toE164(countryCode, phone);
  const contactFields = (
    <div className="grid items-start gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-2">
      <div className="grid gap-1.5">
        <Label htmlFor={`${isSignUp ? "sign-up" : "sign-in"}-country-code`}>{m.countryCode}</Label>
        <NativeSelect
          id={`${isSignUp ? "sign-up" : "sign-in"}-country-code`}
          className="sm:w-28"
          value={countryCode}
          onChange={(event) =>
            setCountryCode(
              COUNTRY_CODES.find((code) => code === event.target.value) ?? DEFAULT_COUNTRY_CODE,
            )
          }
          disabled={isPending}
        >
          {COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {`+${code} ${m.countries[code]}`}
            </option>
          ))}
        </NativeSelect>
      </div>
      <PhoneNumberField
        id={`${isSignUp ? "sign-up" : "sign-in"}-phone`}
        label={m.number}
        hint={m.numberHint}
        value={phone}
        onValue={onPhoneChange}
        error={errors.phone}
        disabled={isPending}
      />
    </div>
  );
  return (
    <AuthForm
      formRef={formRef}
      onSubmit={submit}
      label={isSignUp ? dialog.signUpForm : dialog.signInForm}
      formError={formError}
      isPending={isPending}
      submitDisabled={isPending || isWaiting}
      submitLabel={
        isPending ? m.sendingCode : isWaiting ? m.sendCodeIn(countdown.secondsLeft) : m.sendCode
      }
    >
      {isSignUp ? (
        <NewAccountFields
          idPrefix="phone-sign-up"
          account={account}
          fullNameError={errors.fullName}
          disabled={isPending}
        >
          {contactFields}
        </NewAccountFields>
      ) : (
        contactFields
      )}
    </AuthForm>
  );
}
