import type { ComponentProps, ReactNode } from "react";
import { FormField } from "@/components/form-field";
import { NativeSelect } from "@/components/ui/native-select";

/** A labelled select with its hint and error, as InputField is for text; `children` are its options. */
export function SelectField({
  label,
  hint,
  error,
  ...select
}: { label: ReactNode; hint?: ReactNode; error?: string } & ComponentProps<"select">) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(field) => <NativeSelect {...field} {...select} />}
    </FormField>
  );
}
