import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeAuthError } from "../auth-error-messages";
import type { AuthStore } from "../auth-store";
import { authErrorMessages } from "../errors.messages";
import { checkEmail, checkPassword, collectErrors, type FieldErrors } from "../form-validation";
import { authDialogMessages } from "./dialog.messages";
import { FormError, FormField, useFocusFirstInvalid } from "./form-field";
import { useSingleSubmit } from "@/lib/use-single-submit";

type Field = "email" | "password";

/** E-mail and password sign-in, with the "Forgot password?" switch. */
export function SignInForm({
  store,
  email,
  onEmailChange,
  onSignedIn,
  onForgotPassword,
}: {
  store: AuthStore;
  email: string;
  onEmailChange(email: string): void;
  onSignedIn(): void;
  onForgotPassword(): void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { isPending, run } = useSingleSubmit();
  const m = useMessages(authDialogMessages);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const invalid = collectErrors<Field>({
      email: checkEmail(email),
      password: checkPassword(password),
    });
    setErrors(invalid ?? {});
    if (invalid) {
      focusFirstInvalid();
      return;
    }
    void run(async () => {
      try {
        const { error } = await store.signIn({ email: email.trim(), password });
        if (error) {
          setFormError(describeAuthError(error));
          return;
        }
        onSignedIn();
      } catch {
        setFormError(messagesOf(authErrorMessages).unreachable);
      }
    });
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="grid gap-4"
      aria-label={m.signInForm}
    >
      <FormField
        id="sign-in-email"
        label={m.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={errors.email}
        disabled={isPending}
      />
      <FormField
        id="sign-in-password"
        label={m.password}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        disabled={isPending}
      />
      <Button
        type="button"
        variant="link"
        className="h-auto justify-self-start p-0"
        onClick={onForgotPassword}
      >
        {m.forgotPassword}
      </Button>
      <FormError message={formError} />
      <Button type="submit" disabled={isPending} aria-busy={isPending}>
        {isPending ? m.signingIn : m.signIn}
      </Button>
    </form>
  );
}
