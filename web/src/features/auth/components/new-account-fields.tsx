import type { ReactNode } from "react";
import { useMessages } from "@/lib/i18n/use-messages";
import type { AppRole } from "@/lib/auth/roles";
import { authDialogMessages } from "./dialog.messages";
import { FormField } from "./form-field";
import { RoleRadioGroup } from "./role-radio-group";

/**
 * What every sign-up asks besides how to reach the person: the full name first, then `children`
 * (e-mail and password, or the mobile number), then the role they join as.
 */
export function NewAccountFields({
  idPrefix,
  fullName,
  onFullNameChange,
  fullNameError,
  role,
  onRoleChange,
  disabled,
  children,
}: {
  /** Keeps the ids of the e-mail and the mobile sign-up apart. */
  idPrefix: string;
  fullName: string;
  onFullNameChange(fullName: string): void;
  fullNameError?: string;
  role: AppRole;
  onRoleChange(role: AppRole): void;
  disabled: boolean;
  children: ReactNode;
}) {
  const m = useMessages(authDialogMessages);
  return (
    <>
      <FormField
        id={`${idPrefix}-full-name`}
        label={m.fullName}
        autoComplete="name"
        value={fullName}
        onChange={(event) => onFullNameChange(event.target.value)}
        error={fullNameError}
        disabled={disabled}
      />
      {children}
      <RoleRadioGroup
        name={`${idPrefix}-role`}
        legend={m.joiningAs}
        value={role}
        onChange={onRoleChange}
        disabled={disabled}
        className="sm:grid-cols-2"
      />
    </>
  );
}
