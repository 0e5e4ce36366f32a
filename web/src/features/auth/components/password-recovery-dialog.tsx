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
import { describeAuthError } from "../auth-error-messages";
import type { AuthStore } from "../auth-store";
import { checkNewPassword, collectErrors, type FieldErrors } from "../form-validation";
import { FormError, FormField, useFocusFirstInvalid } from "./form-field";
import { useSingleSubmit } from "./use-submit";

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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const invalid = collectErrors<Field>({
      password: checkNewPassword(password),
      confirmation:
        confirmation === password ? null : "The two passwords do not match. Type it again.",
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
        toast({ title: "Password Updated", description: "Your new password is saved." });
      } catch {
        setFormError(
          "We could not reach Bhakti Setu. Check your internet connection and try again.",
        );
      }
    });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : store.dismissPasswordRecovery())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Choose a New Password</DialogTitle>
          <DialogDescription>
            You opened a password reset link. Set your new password.
          </DialogDescription>
        </DialogHeader>
        <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4">
          <FormField
            id="recovery-password"
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
            disabled={isPending}
          />
          <FormField
            id="recovery-confirmation"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            error={errors.confirmation}
            disabled={isPending}
          />
          <FormError message={formError} />
          <Button type="submit" disabled={isPending} aria-busy={isPending}>
            {isPending ? "Saving..." : "Save Password"}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
