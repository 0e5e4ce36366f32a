import { useState } from "react";
import { Dialog, DialogContent, DialogHeading } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useMessages } from "@/lib/i18n/use-messages";
import { accountMessages } from "../account.messages";
import type { AuthStore } from "../auth-store";
import { checkNewPassword, checkPasswordConfirmation } from "../form-validation";
import { PasswordField } from "./credential-fields";
import { AuthForm } from "./auth-form";
import { useAuthForm } from "./use-auth-form";

type Field = "password" | "confirmation";

/** The new-password form shown after a PASSWORD_RECOVERY event (PUT /user). */
export default function PasswordRecoveryDialog({ store }: { store: AuthStore }) {
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const { formRef, errors, formError, isPending, onSubmit } = useAuthForm<Field>();
  const m = useMessages(accountMessages);
  const submit = onSubmit(
    () => ({
      password: checkNewPassword(password),
      confirmation: checkPasswordConfirmation(password, confirmation),
    }),
    async () => {
      const { error } = await store.changePassword(password);
      if (!error) toast({ title: m.passwordUpdated, description: m.passwordSaved });
      return error;
    },
  );

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : store.dismissPasswordRecovery())}>
      <DialogContent>
        <DialogHeading title={m.newPasswordTitle} description={m.newPasswordIntro} />
        <AuthForm
          formRef={formRef}
          onSubmit={submit}
          formError={formError}
          isPending={isPending}
          submitLabel={isPending ? m.saving : m.savePassword}
        >
          <PasswordField
            id="recovery-password"
            label={m.newPassword}
            isNew={true}
            value={password}
            onValue={setPassword}
            error={errors.password}
            disabled={isPending}
          />
          <PasswordField
            id="recovery-confirmation"
            label={m.confirmPassword}
            isNew={true}
            value={confirmation}
            onValue={setConfirmation}
            error={errors.confirmation}
            disabled={isPending}
          />
        </AuthForm>
      </DialogContent>
    </Dialog>
  );
}
