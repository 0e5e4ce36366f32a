import type { ComponentProps, ReactNode } from "react";
import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";

interface FieldWords {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/** A labelled text input with its hint and error: a form's commonest field. */
export function InputField({ label, hint, error, ...input }: FieldWords & ComponentProps<"input">) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(field) => <Input {...field} {...input} />}
    </FormField>
  );
}

/** A labelled multi-line text box with its hint and error. */
export function TextareaField({
  label,
  hint,
  error,
  ...textarea
}: FieldWords & ComponentProps<"textarea">) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(field) => <Textarea {...field} {...textarea} />}
    </FormField>
  );
}

/** A labelled select with its hint and error; `children` are its options. */
export function SelectField({
  label,
  hint,
  error,
  ...select
}: FieldWords & ComponentProps<"select">) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(field) => <NativeSelect {...field} {...select} />}
    </FormField>
  );
}
