import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import type { AuthStore } from "../auth-store";
import { checkEmail, checkPassword } from "../form-validation";
import { authDialogMessages } from "./dialog.messages";
import { FormError, FormField } from "./form-field";
import { useAuthForm } from "./use-auth-form";

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
  const [password, setPassword] = useState("");
  const { formRef, errors, formError, isPending, onSubmit } = useAuthForm<Field>();
  const m = useMessages(authDialogMessages);
  const submit = onSubmit(
    () => ({ email: checkEmail(email), password: checkPassword(password) }),
    async () => {
      const { error } = await store.signIn({ email: email.trim(), password });
      if (!error) onSignedIn();
      return error;
    },
  );

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
