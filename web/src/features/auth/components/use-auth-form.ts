import { type FormEvent, useRef, useState } from "react";
import type { AuthError } from "@supabase/supabase-js";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useSingleSubmit } from "@/lib/use-single-submit";
import { describeAuthError } from "../auth-error-messages";
import { authErrorMessages } from "../errors.messages";
import { collectErrors, type FieldErrors } from "../form-validation";
import { useFocusFirstInvalid } from "./form-field";

/**
 * What the e-mail and password forms share: check the fields and focus the first wrong one, then
 * make the auth call once at a time, saying its refusal, or that the server could not be reached,
 * in the form's words.
 */
export function useAuthForm<Field extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { isPending, run } = useSingleSubmit();

  /** The form's submit handler; `call` returns the server's refusal, or null once it succeeded. */
  function onSubmit(
    checks: () => Record<Field, string | null>,
    call: () => Promise<AuthError | null>,
  ) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setFormError(null);
      const invalid = collectErrors<Field>(checks());
      setErrors(invalid ?? {});
      if (invalid) {
        focusFirstInvalid();
        return;
      }
      void run(async () => {
        try {
          const error = await call();
          if (error) setFormError(describeAuthError(error));
        } catch {
          setFormError(messagesOf(authErrorMessages).unreachable);
        }
      });
    };
  }

  return { formRef, errors, formError, isPending, onSubmit };
}
