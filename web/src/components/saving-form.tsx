import type { BaseSyntheticEvent, ReactNode } from "react";
import { FormSubmit } from "@/components/form-submit";

/** A form that saves on submit (useSavingForm): its fields, then why the server refused it, if it did, and the submit button. */
export function SavingForm({
  form,
  label,
  children,
}: {
  form: {
    onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
    errors: { root?: { message?: string } };
    formState: { isSubmitting: boolean };
  };
  label: string;
  children: ReactNode;
}) {
  return (
    <form noValidate className="grid gap-4" onSubmit={form.onSubmit}>
      {children}
      <FormSubmit
        error={form.errors.root?.message}
        isSubmitting={form.formState.isSubmitting}
        label={label}
      />
    </form>
  );
}
