import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { messagesOf } from "@/lib/i18n/locale-store";
import { useMessages } from "@/lib/i18n/use-messages";
import { accountMessages } from "../account.messages";
import { describeAuthError } from "../auth-error-messages";
import type { AuthStore } from "../auth-store";
import { authErrorMessages } from "../errors.messages";
import {
  checkNewPassword,
  checkPasswordConfirmation,
  collectErrors,
  type FieldErrors,
} from "../form-validation";
import { FormError, FormField, useFocusFirstInvalid } from "./form-field";
import { useSingleSubmit } from "@/lib/use-single-submit";

type Field = "password" | "confirmation";

/** The new-password form shown after a PASSWORD_RECOVERY event (PUT /user). */
export default function PasswordRecoveryDialog({ store }: { store: AuthStore }) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { isPending, run } = useSingleSubmit();
  const m = useMessages(accountMessages);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const invalid = collectErrors<Field>({
      password: checkNewPassword(password),
      confirmation: checkPasswordConfirmation(password, confirmation),
    });
    setErrors(invalid ?? {});
    if (invalid) {
      focusFirstInvalid();
      return;
    }
    void run(async () => {
      try {
        const { error } = await store.changePassword(password);
        if (error) {
          setFormError(describeAuthError(error));
          return;
        }
        toast({ title: m.passwordUpdated, description: m.passwordSaved });
      } catch {
        setFormError(messagesOf(authErrorMessages).unreachable);
      }
    });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : store.dismissPasswordRecovery())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{m.newPasswordTitle}</DialogTitle>
          <DialogDescription>{m.newPasswordIntro}</DialogDescription>
        </DialogHeader>
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
          <FormField
            id="recovery-password"
            label={m.newPassword}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
            disabled={isPending}
          />
          <FormField
            id="recovery-confirmation"
            label={m.confirmPassword}
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            error={errors.confirmation}
            disabled={isPending}
          />
          <FormError message={formError} />
          <Button type="submit" disabled={isPending} aria-busy={isPending}>
            {isPending ? m.saving : m.savePassword}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
