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

/** The e-mail field of the sign-in, sign-up and reset forms, with the keyboard for addresses. */
export function EmailField({ id, value, onValue, error, disabled }: TextFieldProps) {
  const m = useMessages(authDialogMessages);
  return (
    <FormField
      id={id}
      label={m.email}
      type="email"
      autoComplete="email"
      inputMode="email"
      value={value}
      onChange={(event) => onValue(event.target.value)}
      error={error}
      disabled={disabled}
    />
  );
}

/** A password field; `isNew` lets password managers offer to make and save one. */
export function PasswordField({
  label,
  isNew,
  hint,
  ...field
}: TextFieldProps & { label: string; isNew: boolean; hint?: string }) {
  return (
    <FormField
      id={field.id}
      label={label}
      type="password"
      autoComplete={isNew ? "new-password" : "current-password"}
      hint={hint}
      value={field.value}
      onChange={(event) => field.onValue(event.target.value)}
      error={field.error}
      disabled={field.disabled}
    />
  );
}
