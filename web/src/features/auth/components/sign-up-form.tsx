import { useState } from "react";
import { useMessages } from "@/lib/i18n/use-messages";
import type { AuthStore } from "../auth-store";
import {
  checkEmail,
  checkFullName,
  checkNewPassword,
  PASSWORD_MIN_LENGTH,
} from "../form-validation";
import { authDialogMessages } from "./dialog.messages";
import { EmailField, PasswordField } from "./credential-fields";
import { AuthForm } from "./auth-form";
import { NewAccountFields, useNewAccount } from "./new-account-fields";
import { useAuthForm } from "./use-auth-form";

type Field = "fullName" | "email" | "password";

/** Full name, e-mail, password and the role the person joins as (kept as the pending role). */
export function SignUpForm({
  store,
  email,
  onEmailChange,
  onSignedUp,
}: {
  store: AuthStore;
  email: string;
  onEmailChange(email: string): void;
  onSignedUp(result: { needsConfirmation: boolean }): void;
}) {
  const [password, setPassword] = useState("");
  const account = useNewAccount();
  const { fullName, role } = account;
  const { formRef, errors, formError, isPending, onSubmit } = useAuthForm<Field>();
  const m = useMessages(authDialogMessages);
  const submit = onSubmit(
    () => ({
      fullName: checkFullName(fullName),
      email: checkEmail(email),
      password: checkNewPassword(password),
    }),
    async () => {
      const result = await store.signUp({
        email: email.trim(),
        password,
        fullName: fullName.trim(),
        role,
      });
      if (!result.error) onSignedUp({ needsConfirmation: result.needsConfirmation });
      return result.error;
    },
  );

  return (
    <AuthForm
      formRef={formRef}
      onSubmit={submit}
      label={m.signUpForm}
      formError={formError}
      isPending={isPending}
      submitLabel={isPending ? m.creatingAccount : m.createAccount}
    >
      <NewAccountFields
        idPrefix="sign-up"
        account={account}
        fullNameError={errors.fullName}
        disabled={isPending}
      >
        <EmailField
          id="sign-up-email"
          value={email}
          onValue={onEmailChange}
          error={errors.email}
          disabled={isPending}
        />
        <PasswordField
          id="sign-up-password"
          label={m.password}
          isNew={true}
          hint={m.passwordHint(PASSWORD_MIN_LENGTH)}
          value={password}
          onValue={setPassword}
          error={errors.password}
          disabled={isPending}
        />
      </NewAccountFields>
    </AuthForm>
  );
}
