import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import type { AuthStore } from "../auth-store";
import { checkEmail, checkPassword } from "../form-validation";
import { authDialogMessages } from "./dialog.messages";
import { EmailField, PasswordField } from "./credential-fields";
import { AuthForm } from "./auth-form";
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
    <AuthForm
      formRef={formRef}
      onSubmit={submit}
      label={m.signInForm}
      formError={formError}
      isPending={isPending}
      submitLabel={isPending ? m.signingIn : m.signIn}
    >
      <EmailField
        id="sign-in-email"
        value={email}
        onValue={onEmailChange}
        error={errors.email}
        disabled={isPending}
      />
      <PasswordField
        id="sign-in-password"
        label={m.password}
        isNew={false}
        value={password}
        onValue={setPassword}
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
    </AuthForm>
  );
}
