import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useMessages } from "@/lib/i18n/use-messages";
import type { AuthStore } from "../auth-store";
import { checkEmail } from "../form-validation";
import { authDialogMessages } from "./dialog.messages";
import { EmailField } from "./credential-fields";
import { AuthForm } from "./auth-form";
import { useAuthForm } from "./use-auth-form";

/** Sends the password-recovery e-mail (POST /recover). */
export function ForgotPasswordForm({
  store,
  email,
  onEmailChange,
  onBack,
}: {
  store: AuthStore;
  email: string;
  onEmailChange(email: string): void;
  onBack(): void;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { formRef, errors, formError, isPending, onSubmit } = useAuthForm<"email">();
  const m = useMessages(authDialogMessages);
  const submit = onSubmit(
    () => ({ email: checkEmail(email) }),
    async () => {
      const { error } = await store.sendPasswordReset(email.trim());
      if (!error) setSentTo(email.trim());
      return error;
    },
  );

  if (sentTo) {
    return (
      <div className="grid gap-4">
        <p role="status" className="text-sm">
          {m.resetSent(<span translate="no">{sentTo}</span>)}
        </p>
        <Button type="button" variant="outline" onClick={onBack}>
          {m.backToSignIn}
        </Button>
      </div>
    );
  }

  return (
    <AuthForm
      formRef={formRef}
      onSubmit={submit}
      label={m.resetForm}
      formError={formError}
      isPending={isPending}
      submitLabel={isPending ? m.sending : m.sendResetLink}
      after={
        <Button type="button" variant="link" className="h-auto p-0" onClick={onBack}>
          {m.backToSignIn}
        </Button>
      }
    >
      <p className="text-sm text-muted-foreground">{m.resetIntro}</p>
      <EmailField
        id="reset-email"
        value={email}
        onValue={onEmailChange}
        error={errors.email}
        disabled={isPending}
      />
    </AuthForm>
  );
}
