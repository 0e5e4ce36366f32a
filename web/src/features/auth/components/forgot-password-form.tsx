import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { describeAuthError } from "../auth-error-messages";
import type { AuthStore } from "../auth-store";
import { checkEmail } from "../form-validation";
import { FormError, FormField, useFocusFirstInvalid } from "./form-field";
import { useSingleSubmit } from "./use-submit";

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
        setFormError(
          "We could not reach Bhakti Setu. Check your internet connection and try again.",
        );
      }
    });
  }

  if (sentTo) {
    return (
      <div className="grid gap-4">
        <p role="status" className="text-sm">
          If an account exists for <strong>{sentTo}</strong>, we have sent it a link to choose a new
          password. Check your inbox.
        </p>
        <Button type="button" variant="outline" onClick={onBack}>
          Back to Sign In
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
      aria-label="Reset password"
    >
      <p className="text-sm text-muted-foreground">
        Enter your e-mail address and we will send you a link to choose a new password.
      </p>
      <FormField
        id="reset-email"
        label="Email"
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
        {isPending ? "Sending..." : "Send Reset Link"}
      </Button>
      <Button type="button" variant="link" className="h-auto p-0" onClick={onBack}>
        Back to Sign In
      </Button>
    </form>
  );
}
