import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { describeAuthError } from "../auth-error-messages";
import type { AuthStore } from "../auth-store";
import { authErrorMessages } from "../errors.messages";
import { checkEmail } from "../form-validation";
import { authDialogMessages } from "./dialog.messages";
import { FormError, FormField, useFocusFirstInvalid } from "./form-field";
import { useSingleSubmit } from "@/lib/use-single-submit";

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
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [emailError, setEmailError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { isPending, run } = useSingleSubmit();
  const m = useMessages(authDialogMessages);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const invalid = checkEmail(email) ?? undefined;
    setEmailError(invalid);
    if (invalid) {
      focusFirstInvalid();
      return;
    }
    void run(async () => {
      try {
        const { error } = await store.sendPasswordReset(email.trim());
        if (error) {
          setFormError(describeAuthError(error));
          return;
        }
        setSentTo(email.trim());
      } catch {
        setFormError(messagesOf(authErrorMessages).unreachable);
      }
    });
  }

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
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      className="grid gap-4"
      aria-label={m.resetForm}
    >
      <p className="text-sm text-muted-foreground">{m.resetIntro}</p>
      <FormField
        id="reset-email"
        label={m.email}
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={emailError}
        disabled={isPending}
      />
      <FormError message={formError} />
      <Button type="submit" disabled={isPending} aria-busy={isPending}>
        {isPending ? m.sending : m.sendResetLink}
      </Button>
      <Button type="button" variant="link" className="h-auto p-0" onClick={onBack}>
        {m.backToSignIn}
      </Button>
    </form>
  );
}
