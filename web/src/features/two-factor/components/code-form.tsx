import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { FormSubmit } from "@/components/form-submit";
import { useMessages } from "@/lib/i18n/use-messages";
import { twoFactorMessages } from "../messages";
import { codeSchema, type CodeValues, toCode } from "../code-schema";
import { describeTwoFactorError } from "../two-factor-errors";

/** Big enough to read and to tap; the digits spaced like the app shows them. */
const codeInputClass =
  "h-14 w-full max-w-56 rounded-md border-2 border-input bg-card px-3 text-center font-mono text-3xl tracking-[0.25em] text-foreground tabular-nums focus-visible:ring-3 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60 aria-invalid:border-destructive";

/**
 * The 6-digit code from the authenticator app and one button. `onCode` throws the server's error;
 * the form then says why in words, empties the field and puts the cursor back in it.
 */
export function CodeForm({
  label,
  hint,
  submitLabel,
  onCode,
}: {
  label?: string;
  hint?: string;
  submitLabel: string;
  onCode(code: string): Promise<void>;
}) {
  const { register, handleSubmit, formState, setError, resetField, setFocus } = useForm<CodeValues>(
    { resolver: zodResolver(codeSchema), defaultValues: { code: "" } },
  );
  const { errors } = formState;
  const m = useMessages(twoFactorMessages);
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit(async ({ code }) => {
        try {
          await onCode(toCode(code));
        } catch (error) {
          resetField("code");
          setError("root", { message: describeTwoFactorError(error) });
          setFocus("code");
        }
      })}
    >
      <FormField label={label ?? m.codeLabel} hint={hint} error={errors.code?.message}>
        {(field) => (
          <input
            {...field}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            spellCheck={false}
            className={codeInputClass}
            {...register("code")}
          />
        )}
      </FormField>
      <FormSubmit
        error={errors.root?.message}
        isSubmitting={formState.isSubmitting}
        label={formState.isSubmitting ? m.checking : submitLabel}
      />
    </form>
  );
}
