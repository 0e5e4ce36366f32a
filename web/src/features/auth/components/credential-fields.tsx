import type { ComponentProps } from "react";
import { useMessages } from "@/lib/i18n/use-messages";
import { authDialogMessages } from "./dialog.messages";
import { FormField } from "./form-field";

interface TextFieldProps {
  id: string;
  value: string;
  onValue(value: string): void;
  error?: string;
  disabled: boolean;
}

/** A FormField that hands its text to `onValue` as typed: the auth forms hold their own state. */
function TypedField({
  onValue,
  ...field
}: TextFieldProps & Omit<ComponentProps<typeof FormField>, keyof TextFieldProps | "onChange">) {
  return <FormField {...field} onChange={(event) => onValue(event.target.value)} />;
}

/** The e-mail field of the sign-in, sign-up and reset forms, with the keyboard for addresses. */
export function EmailField(field: TextFieldProps) {
  const m = useMessages(authDialogMessages);
  return (
    <TypedField {...field} label={m.email} type="email" autoComplete="email" inputMode="email" />
  );
}

/** A password field; `isNew` lets password managers offer to make and save one. */
export function PasswordField({
  isNew,
  ...field
}: TextFieldProps & { label: string; isNew: boolean; hint?: string }) {
  return (
    <TypedField
      {...field}
      type="password"
      autoComplete={isNew ? "new-password" : "current-password"}
    />
  );
}

/** A phone number within its country, with the keyboard for numbers. */
export function PhoneNumberField(field: TextFieldProps & { label: string; hint?: string }) {
  return <TypedField {...field} type="tel" autoComplete="tel-national" inputMode="tel" />;
}
